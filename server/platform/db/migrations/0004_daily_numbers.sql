CREATE TABLE "daily_order_numbers" (
	"location_id" integer NOT NULL,
	"shop_date" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "daily_order_numbers_location_id_shop_date_pk" PRIMARY KEY("location_id","shop_date")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shop_date" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "daily_number" integer;--> statement-breakpoint
ALTER TABLE "daily_order_numbers" ADD CONSTRAINT "daily_order_numbers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_daily_number_idx" ON "orders" USING btree ("location_id","shop_date","daily_number");