CREATE TABLE "availability_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"actor_kind" text NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_controls" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"paused_until" timestamp with time zone,
	"paused_open_ended" boolean DEFAULT false NOT NULL,
	"extra_wait_minutes" integer DEFAULT 0 NOT NULL,
	"extra_wait_until" timestamp with time zone,
	"slot_capacity" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sold_out_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "availability_log" ADD CONSTRAINT "availability_log_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_controls" ADD CONSTRAINT "shop_controls_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_out_items" ADD CONSTRAINT "sold_out_items_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_log_location_idx" ON "availability_log" USING btree ("location_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sold_out_items_target_uq" ON "sold_out_items" USING btree ("location_id","kind","target");--> statement-breakpoint
-- Every availability change writes a log row; the NOTIFY at commit tells every server process which shop
-- changed and the row's id ('{location_id}:{id}'), so a process that already read past it reads nothing again.
CREATE OR REPLACE FUNCTION notify_availability_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('availability_change', NEW.location_id::text || ':' || NEW.id::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER availability_log_notify
AFTER INSERT ON availability_log
FOR EACH ROW EXECUTE FUNCTION notify_availability_change();
