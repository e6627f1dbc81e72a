DROP INDEX "products_title_trgm_idx";--> statement-breakpoint
DROP INDEX "products_bn_title_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_key_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "units_sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin (lower("title") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_bn_title_trgm_idx" ON "products" USING gin (lower("bn_title") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_key_trgm_idx" ON "products" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false);