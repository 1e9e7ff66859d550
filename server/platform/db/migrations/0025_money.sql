CREATE TABLE "day_closes" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"shop_date" text NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"staff_id" integer,
	"summary" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"vat_total" numeric(10, 2) NOT NULL,
	"vat_rates" jsonb NOT NULL,
	"money_cents" integer NOT NULL,
	"ritmitos_returned" integer DEFAULT 0 NOT NULL,
	"ritmitos_taken" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"restock" boolean DEFAULT false NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_order_id_unique";--> statement-breakpoint
DROP INDEX "invoices_order_type_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "shop_date" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issuer_nif" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "total" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_total" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_rates" jsonb;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "day_closes_shop_day_idx" ON "day_closes" USING btree ("location_id","shop_date");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_created_idx" ON "order_refunds" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_issuer_day_idx" ON "invoices" USING btree ("issuer_nif","shop_date","invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_location_day_idx" ON "invoices" USING btree ("location_id","shop_date");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_refund_idx" ON "invoices" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id") WHERE "payment_refunds"."refund_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_refund_idx" ON "payment_refunds" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_type_idx" ON "invoices" USING btree ("order_id","invoice_type") WHERE "invoices"."refund_id" is null;--> statement-breakpoint
-- Invoices issued before they kept their amounts: their shop, day, issuer and amounts, as their records say.
UPDATE "invoices" AS i SET
	"location_id" = o."location_id",
	"shop_date" = to_char(i."issued_at" AT TIME ZONE l."time_zone", 'YYYY-MM-DD'),
	"issuer_nif" = (SELECT r."issuer_nif" FROM "verifactu_records" r WHERE r."invoice_id" = i."id" AND r."kind" = 'alta' ORDER BY r."id" LIMIT 1),
	"total" = CASE WHEN i."invoice_type" IN ('R1', 'R5') THEN -o."total_price" ELSE o."total_price" END,
	"vat_total" = CASE WHEN i."invoice_type" IN ('R1', 'R5') THEN -o."total_price_vat" ELSE o."total_price_vat" END,
	"vat_rates" = (
		SELECT coalesce(jsonb_agg(jsonb_build_object(
			'percent', (rate->>'percent')::numeric,
			'base', CASE WHEN i."invoice_type" IN ('R1', 'R5') THEN -(rate->>'base')::numeric ELSE (rate->>'base')::numeric END,
			'vat', CASE WHEN i."invoice_type" IN ('R1', 'R5') THEN -(rate->>'vat')::numeric ELSE (rate->>'vat')::numeric END
		)), '[]'::jsonb)
		FROM jsonb_array_elements(coalesce(o."vat_rates", '[]'::jsonb)) AS rate
	)
FROM "orders" AS o JOIN "locations" AS l ON l."id" = o."location_id"
WHERE o."id" = i."order_id" AND i."total" IS NULL;
