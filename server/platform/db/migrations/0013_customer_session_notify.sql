-- Every server process keeps the guard's reading of signed-in customers; a NOTIFY at commit tells all of
-- them when a customer's sessions change (logout moves not_before), so a logout holds in every process.
CREATE OR REPLACE FUNCTION notify_customer_session() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('customer_session', OLD.id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER customers_session_notify
AFTER UPDATE OF code, email, not_before OR DELETE ON customers
FOR EACH ROW EXECUTE FUNCTION notify_customer_session();
