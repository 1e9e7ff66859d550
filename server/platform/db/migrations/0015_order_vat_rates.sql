ALTER TABLE "orders" ADD COLUMN "vat_rates" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transport_vat_type_id" smallint;