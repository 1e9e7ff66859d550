CREATE TABLE "verifactu_answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_id" bigint NOT NULL,
	"state" text NOT NULL,
	"error_code" text,
	"error_text" text,
	"csv" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifactu_queue" (
	"record_id" bigint PRIMARY KEY NOT NULL,
	"issuer_nif" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifactu_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"issuer_nif" text NOT NULL,
	"kind" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"previous_id" bigint,
	"huella" text NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifactu_send_window" (
	"issuer_nif" text PRIMARY KEY NOT NULL,
	"not_before" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_order_id_unique";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "fiscal" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "invoice_type" text DEFAULT 'F2' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "recipient" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "related_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "full_invoice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "verifactu_answers" ADD CONSTRAINT "verifactu_answers_record_id_verifactu_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."verifactu_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifactu_queue" ADD CONSTRAINT "verifactu_queue_record_id_verifactu_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."verifactu_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifactu_records" ADD CONSTRAINT "verifactu_records_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verifactu_answers_record_idx" ON "verifactu_answers" USING btree ("record_id","id");--> statement-breakpoint
CREATE INDEX "verifactu_queue_due_idx" ON "verifactu_queue" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "verifactu_records_previous_idx" ON "verifactu_records" USING btree ("previous_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verifactu_records_first_idx" ON "verifactu_records" USING btree ("issuer_nif") WHERE "verifactu_records"."previous_id" is null;--> statement-breakpoint
CREATE INDEX "verifactu_records_invoice_idx" ON "verifactu_records" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_type_idx" ON "invoices" USING btree ("order_id","invoice_type");--> statement-breakpoint
-- Invoicing records and the agency's answers are legal records: append-only.
CREATE OR REPLACE FUNCTION refuse_verifactu_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% rows are never changed or removed', TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER verifactu_records_append_only
BEFORE UPDATE OR DELETE ON verifactu_records
FOR EACH ROW EXECUTE FUNCTION refuse_verifactu_change();
--> statement-breakpoint
CREATE TRIGGER verifactu_answers_append_only
BEFORE UPDATE OR DELETE ON verifactu_answers
FOR EACH ROW EXECUTE FUNCTION refuse_verifactu_change();
