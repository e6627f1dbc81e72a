CREATE TABLE "catalog_import_problems" (
	"import_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"line" integer NOT NULL,
	"column" varchar(40),
	"key" varchar(80) NOT NULL,
	"params" jsonb,
	CONSTRAINT "catalog_import_problems_import_id_seq_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
ALTER TABLE "catalog_imports" DROP CONSTRAINT "catalog_imports_status_check";--> statement-breakpoint
ALTER TABLE "catalog_imports" ALTER COLUMN "status" SET DEFAULT 'checking';--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "skipped_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "bad_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "ignored_columns" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Imports uploaded before the dry run existed were meant to be written: they count as confirmed.
UPDATE "catalog_imports" SET "confirmed_at" = "created_at" WHERE "status" IN ('queued', 'running', 'done');--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "for_sale" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pack_unit" varchar(40);--> statement-breakpoint
ALTER TABLE "catalog_import_problems" ADD CONSTRAINT "catalog_import_problems_import_id_catalog_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalog_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_identity_idx" ON "products" USING btree (lower("title"),"brand_id");--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD CONSTRAINT "catalog_imports_status_check" CHECK ("catalog_imports"."status" IN ('checking', 'checked', 'cancelled', 'queued', 'running', 'done', 'failed'));