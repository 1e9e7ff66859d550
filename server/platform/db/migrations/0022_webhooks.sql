CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"order_id" integer,
	"location_id" integer NOT NULL,
	"sequence_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"tries_since" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_status" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_id" integer NOT NULL,
	"url" text NOT NULL,
	"events" jsonb NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_subscription_id_webhook_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."webhook_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" ADD CONSTRAINT "webhook_subscriptions_key_id_operator_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."operator_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."delivered_at" is null and "webhook_deliveries"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_sequence_idx" ON "webhook_deliveries" USING btree ("subscription_id","sequence_key","id");--> statement-breakpoint
CREATE INDEX "webhook_subscriptions_key_idx" ON "webhook_subscriptions" USING btree ("key_id");--> statement-breakpoint
-- Queues one event for every live subscription that takes its type and whose key may see the shop (a shop
-- key its own shop, a chain key every shop), in the transaction of the change that causes it.
CREATE OR REPLACE FUNCTION queue_webhook_event(event_type text, shop_id integer, event_order_id integer, event_payload jsonb, event_at timestamptz) RETURNS void AS $$
DECLARE
  new_event_id text := 'evt_' || replace(gen_random_uuid()::text, '-', '');
BEGIN
  INSERT INTO webhook_deliveries (subscription_id, event_id, type, order_id, location_id, sequence_key, payload, occurred_at, next_attempt_at, tries_since)
  SELECT s.id, new_event_id, event_type, event_order_id, shop_id,
         CASE WHEN event_order_id IS NULL THEN 'shop:' || shop_id ELSE 'order:' || event_order_id END,
         event_payload, event_at, event_at, event_at
  FROM webhook_subscriptions s
  JOIN operator_keys k ON k.id = s.key_id
  WHERE s.disabled_at IS NULL
    AND k.revoked_at IS NULL
    AND (k.location_id IS NULL OR k.location_id = shop_id)
    AND s.events @> jsonb_build_array(event_type)
  ORDER BY s.id;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhooks_wanted() RETURNS boolean AS $$
  SELECT EXISTS (SELECT 1 FROM webhook_subscriptions WHERE disabled_at IS NULL);
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Payment, each status move and cancellation (every writer goes through order_events).
CREATE OR REPLACE FUNCTION queue_order_event_webhooks() RETURNS trigger AS $$
DECLARE
  ordered record;
BEGIN
  IF NOT webhooks_wanted() THEN RETURN NEW; END IF;
  SELECT o.order_code, o.daily_number, l.code AS shop_code INTO ordered
  FROM orders o JOIN locations l ON l.id = o.location_id WHERE o.id = NEW.order_id;
  PERFORM queue_webhook_event(
    CASE NEW.type WHEN 'paid' THEN 'order.paid' WHEN 'cancelled' THEN 'order.cancelled' ELSE 'order.status_changed' END,
    NEW.location_id,
    NEW.order_id,
    jsonb_build_object(
      'orderId', NEW.order_id, 'orderCode', ordered.order_code, 'dailyNumber', ordered.daily_number, 'shop', ordered.shop_code,
      'kind', NEW.kind, 'statusId', NEW.to_status, 'previousStatusId', NEW.from_status, 'paymentStatusId', NEW.payment_status,
      'source', NEW.source),
    NEW.at);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER order_events_webhooks
AFTER INSERT ON order_events
FOR EACH ROW EXECUTE FUNCTION queue_order_event_webhooks();
--> statement-breakpoint
-- Sold out, back, pauses, extra wait, capacity and stock, whoever changed them (staff, operator, import, orders).
CREATE OR REPLACE FUNCTION queue_availability_webhooks() RETURNS trigger AS $$
BEGIN
  IF NOT webhooks_wanted() THEN RETURN NEW; END IF;
  PERFORM queue_webhook_event(
    'availability.changed',
    NEW.location_id,
    NULL,
    jsonb_build_object(
      'shop', (SELECT code FROM locations WHERE id = NEW.location_id), 'action', NEW.action, 'actorKind', NEW.actor_kind, 'detail', NEW.detail),
    NEW.at);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER availability_log_webhooks
AFTER INSERT ON availability_log
FOR EACH ROW EXECUTE FUNCTION queue_availability_webhooks();
--> statement-breakpoint
-- Every invoice: the ticket or full invoice of a payment, a replacing F3, a correcting R5 (each with its VeriFactu record).
CREATE OR REPLACE FUNCTION queue_invoice_webhooks() RETURNS trigger AS $$
DECLARE
  ordered record;
BEGIN
  IF NOT webhooks_wanted() THEN RETURN NEW; END IF;
  SELECT o.location_id, o.order_code, l.code AS shop_code INTO ordered
  FROM orders o JOIN locations l ON l.id = o.location_id WHERE o.id = NEW.order_id;
  PERFORM queue_webhook_event(
    'invoice.issued',
    ordered.location_id,
    NEW.order_id,
    jsonb_build_object(
      'orderId', NEW.order_id, 'orderCode', ordered.order_code, 'shop', ordered.shop_code,
      'invoiceNumber', NEW.invoice_number, 'invoiceType', NEW.invoice_type),
    NEW.issued_at);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER invoices_webhooks
AFTER INSERT ON invoices
FOR EACH ROW EXECUTE FUNCTION queue_invoice_webhooks();
--> statement-breakpoint
-- The gateway accepted the refund of an order's money.
CREATE OR REPLACE FUNCTION queue_refund_webhooks() RETURNS trigger AS $$
DECLARE
  ordered record;
BEGIN
  IF NOT webhooks_wanted() THEN RETURN NEW; END IF;
  SELECT o.location_id, o.order_code, o.kind, o.status_id, o.payment_status_id, l.code AS shop_code INTO ordered
  FROM orders o JOIN locations l ON l.id = o.location_id WHERE o.id = NEW.order_id;
  PERFORM queue_webhook_event(
    'order.refunded',
    ordered.location_id,
    NEW.order_id,
    jsonb_build_object(
      'orderId', NEW.order_id, 'orderCode', ordered.order_code, 'shop', ordered.shop_code, 'kind', ordered.kind,
      'statusId', ordered.status_id, 'paymentStatusId', ordered.payment_status_id,
      'amountCents', NEW.amount_cents, 'reason', NEW.reason),
    NEW.refunded_at);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payment_refunds_webhooks
AFTER UPDATE OF refunded_at ON payment_refunds
FOR EACH ROW WHEN (OLD.refunded_at IS NULL AND NEW.refunded_at IS NOT NULL)
EXECUTE FUNCTION queue_refund_webhooks();
