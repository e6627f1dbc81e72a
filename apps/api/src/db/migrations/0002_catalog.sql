CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(190) NOT NULL,
	CONSTRAINT "brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"name" varchar(120) NOT NULL,
	"bn_name" varchar(120) NOT NULL,
	"logo" varchar(255),
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generics" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(190) NOT NULL,
	"bn_title" varchar(190)
);
--> statement-breakpoint
CREATE TABLE "medicine_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(80) NOT NULL,
	"bn_title" varchar(80),
	CONSTRAINT "medicine_types_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_details" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"indications" text,
	"uses_rule" text,
	"side_effect" text,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "product_generics" (
	"product_id" integer NOT NULL,
	"generic_id" integer NOT NULL,
	CONSTRAINT "product_generics_product_id_generic_id_pk" PRIMARY KEY("product_id","generic_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"image" varchar(255) NOT NULL,
	"thumbnail" varchar(255),
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(190) NOT NULL,
	"title" varchar(190) NOT NULL,
	"bn_title" varchar(190),
	"power" varchar(80),
	"price_poisha" integer NOT NULL,
	"discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"final_price_poisha" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"medicine_type_id" integer,
	"brand_id" integer,
	"prescription_required" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_check" CHECK ("products"."price_poisha" >= 0 AND "products"."final_price_poisha" >= 0),
	CONSTRAINT "products_discount_check" CHECK ("products"."discount_percent" >= 0 AND "products"."discount_percent" <= 100)
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"image" varchar(255) NOT NULL,
	"title" varchar(190),
	"bn_title" varchar(190),
	"link" varchar(255),
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_details" ADD CONSTRAINT "product_details_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_generics" ADD CONSTRAINT "product_generics_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_generics" ADD CONSTRAINT "product_generics_generic_id_generics_id_fk" FOREIGN KEY ("generic_id") REFERENCES "public"."generics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_medicine_type_id_medicine_types_id_fk" FOREIGN KEY ("medicine_type_id") REFERENCES "public"."medicine_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_unique" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_active_sort_idx" ON "categories" USING btree ("active","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "generics_title_unique" ON "generics" USING btree ("title");--> statement-breakpoint
CREATE INDEX "generics_title_trgm_idx" ON "generics" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id","product_id");--> statement-breakpoint
CREATE INDEX "product_generics_generic_idx" ON "product_generics" USING btree ("generic_id","product_id");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_unique" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_bn_title_trgm_idx" ON "products" USING gin (lower("bn_title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_active_price_idx" ON "products" USING btree ("active","final_price_poisha","id");--> statement-breakpoint
CREATE INDEX "products_active_title_idx" ON "products" USING btree ("active","title","id");--> statement-breakpoint
CREATE INDEX "products_active_created_idx" ON "products" USING btree ("active","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_active_views_idx" ON "products" USING btree ("active","views" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "sliders_kind_idx" ON "sliders" USING btree ("kind","active","sort","id");