CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"gateway_order_number" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"gateway_response" text,
	"gateway_answer" text,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_due_idx" ON "payment_refunds" USING btree ("refunded_at","next_attempt_at");