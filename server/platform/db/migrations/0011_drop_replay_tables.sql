DROP TABLE "client_mutations" CASCADE;--> statement-breakpoint
DROP TABLE "idempotency_keys" CASCADE;