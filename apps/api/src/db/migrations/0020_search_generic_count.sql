ALTER TABLE "products" ADD COLUMN "generic_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Kept by statement triggers on product_generics: an import adds thousands of rows in one statement,
-- and each product touched is counted again once per statement, not once per row.
CREATE FUNCTION nirog_count_product_generics() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE products p SET generic_count = (SELECT count(*) FROM product_generics g WHERE g.product_id = p.id)
    WHERE p.id IN (SELECT product_id FROM added);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE products p SET generic_count = (SELECT count(*) FROM product_generics g WHERE g.product_id = p.id)
    WHERE p.id IN (SELECT product_id FROM removed);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_generics_count_insert AFTER INSERT ON product_generics
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION nirog_count_product_generics();
--> statement-breakpoint
CREATE TRIGGER product_generics_count_update AFTER UPDATE ON product_generics
  REFERENCING NEW TABLE AS added OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION nirog_count_product_generics();
--> statement-breakpoint
CREATE TRIGGER product_generics_count_delete AFTER DELETE ON product_generics
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION nirog_count_product_generics();
--> statement-breakpoint
UPDATE products p SET generic_count = c.n
FROM (SELECT product_id, count(*) AS n FROM product_generics GROUP BY product_id) c
WHERE c.product_id = p.id;
