CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"from_status" integer NOT NULL,
	"to_status" integer NOT NULL,
	"payment_status" integer NOT NULL,
	"staff_id" integer,
	"source" text NOT NULL,
	"total_products" smallint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"every_shop" boolean DEFAULT false NOT NULL,
	"not_before" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "staff_shops" (
	"staff_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "staff_shops_staff_id_location_id_pk" PRIMARY KEY("staff_id","location_id")
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "board_warn_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "board_late_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "qr_secret" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "moved_by_person_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shops" ADD CONSTRAINT "staff_shops_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shops" ADD CONSTRAINT "staff_shops_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_location_idx" ON "order_events" USING btree ("location_id","id");--> statement-breakpoint
CREATE INDEX "order_events_customer_idx" ON "order_events" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
-- Every process fans order changes out to its open event streams (boards per shop, customers per
-- customer): a NOTIFY at commit carries what a stream needs to pick its listeners.
CREATE OR REPLACE FUNCTION notify_order_event() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('order_event', json_build_object('id', NEW.id, 'orderId', NEW.order_id, 'locationId', NEW.location_id, 'customerId', NEW.customer_id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER order_events_notify
AFTER INSERT ON order_events
FOR EACH ROW EXECUTE FUNCTION notify_order_event();
--> statement-breakpoint
-- The audit trail is append-only.
CREATE OR REPLACE FUNCTION refuse_order_event_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'order_events rows are never changed or removed';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER order_events_append_only
BEFORE UPDATE OR DELETE ON order_events
FOR EACH ROW EXECUTE FUNCTION refuse_order_event_change();
