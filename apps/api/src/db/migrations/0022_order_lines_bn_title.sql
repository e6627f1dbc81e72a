ALTER TABLE "order_items" ADD COLUMN "bn_title" varchar(190);--> statement-breakpoint
-- Lines written before this column: the Bengali title their product has today, when the product still exists.
UPDATE "order_items" oi SET "bn_title" = p."bn_title"
FROM "products" p
WHERE p."id" = oi."product_id" AND p."bn_title" IS NOT NULL;
