-- Every server process keeps home-wapp answers per reference version; a NOTIFY at commit lets the others
-- drop theirs at once instead of waiting for their next periodic version read.
CREATE OR REPLACE FUNCTION notify_reference_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('reference_change', NEW.area);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER reference_versions_notify
AFTER INSERT OR UPDATE ON reference_versions
FOR EACH ROW EXECUTE FUNCTION notify_reference_change();
