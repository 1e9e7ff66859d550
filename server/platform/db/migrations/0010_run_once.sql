CREATE TABLE "run_once" (
	"customer_id" integer NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" smallint NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "run_once_customer_id_scope_key_pk" PRIMARY KEY("customer_id","scope","key")
);
--> statement-breakpoint
ALTER TABLE "run_once" ADD CONSTRAINT "run_once_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The two stores of remembered answers become one (the old tables go in the next migration).
INSERT INTO "run_once" ("customer_id", "scope", "key", "request_hash", "status", "answer", "created_at")
SELECT "customer_id", 'order', "key", "request_hash", "status", "answer", "created_at" FROM "idempotency_keys";
--> statement-breakpoint
INSERT INTO "run_once" ("customer_id", "scope", "key", "request_hash", "status", "answer", "created_at")
SELECT "customer_id", 'mutation', "mutation_id", "request_hash", "status", "answer", "created_at" FROM "client_mutations";
