CREATE TABLE "operator_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"location_id" integer,
	"scopes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "operator_keys" ADD CONSTRAINT "operator_keys_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_keys_prefix_uq" ON "operator_keys" USING btree ("prefix");