CREATE TABLE "app_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"feature_flags" jsonb NOT NULL,
	"show_address" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"sort" integer NOT NULL,
	"deliverable" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"code" text PRIMARY KEY NOT NULL,
	"province_code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_products" (
	"location_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"stock_current" integer,
	CONSTRAINT "location_products_location_id_product_code_pk" PRIMARY KEY("location_id","product_code")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"type_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"address" jsonb NOT NULL,
	"schedule" jsonb NOT NULL,
	"legal" jsonb NOT NULL,
	"menus" jsonb NOT NULL,
	"sort" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"code" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_extras" (
	"id" integer PRIMARY KEY NOT NULL,
	"extra_type" text NOT NULL,
	"titles" jsonb NOT NULL,
	"list" jsonb NOT NULL,
	"extras" jsonb NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_code" text PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"description_long" jsonb NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"price_net" numeric(10, 2) NOT NULL,
	"price_vat" numeric(10, 2) NOT NULL,
	"price_old" numeric(10, 2),
	"vat_type_id" integer NOT NULL,
	"tags" jsonb NOT NULL,
	"allergens" jsonb NOT NULL,
	"rating" double precision NOT NULL,
	"rating_count" integer NOT NULL,
	"extra_ids" jsonb NOT NULL,
	"extras_price" jsonb NOT NULL,
	"is_one_goods" boolean NOT NULL,
	"stock_current" integer NOT NULL,
	"sort" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" jsonb NOT NULL,
	"cups" jsonb NOT NULL,
	"temperature" jsonb NOT NULL,
	"method" jsonb NOT NULL,
	"grind_range" jsonb NOT NULL,
	"time" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"ingredients" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_versions" (
	"area" text PRIMARY KEY NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text,
	"active" boolean NOT NULL,
	"conf" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_configs_place_uq" UNIQUE NULLS NOT DISTINCT("province_code","city_code")
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_products" ADD CONSTRAINT "location_products_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_products" ADD CONSTRAINT "location_products_product_code_products_product_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."products"("product_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_configs" ADD CONSTRAINT "transport_configs_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_configs" ADD CONSTRAINT "transport_configs_city_code_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_province_idx" ON "cities" USING btree ("province_code");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");