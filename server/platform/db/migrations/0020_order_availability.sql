ALTER TABLE "orders" ADD COLUMN "pickup_slot" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_taken" jsonb;--> statement-breakpoint
CREATE INDEX "orders_pickup_slot_idx" ON "orders" USING btree ("location_id","pickup_slot");