-- Hand-written (drizzle cannot express functions): the phonetic key of a Latin name, so typed typos and
-- Bengali transliterations (catalog.transliterate.ts) meet the catalogue's spelling: lower case; ph -> f,
-- x -> ks, q -> k; c before e/i/y -> s; a silent final e dropped; h after a consonant dropped (th, bh, kh,
-- sh); then c -> k, z -> j, v -> b, w -> u, y/e -> i, o -> u; anything but letters and digits a space;
-- repeated letters once. 'Paracetamol' -> 'parasitamul', 'Omeprazole' -> 'umiprajul', 'Napaa' -> 'napa'.
CREATE OR REPLACE FUNCTION nirog_phonetic_key(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
SELECT trim(regexp_replace(regexp_replace(translate(
  regexp_replace(regexp_replace(regexp_replace(
    replace(replace(replace(replace(lower(input), 'ph', 'f'), 'x', 'ks'), 'q', 'k'), 'ck', 'k'),
    'c([eiy])', 's\1', 'g'),
    '([b-df-hj-np-tv-z])e\M', '\1', 'g'),
    '([bcdgjkpst])h', '\1', 'g'),
  'czvwyeo', 'kjbuiiu'),
  '[^a-z0-9]+', ' ', 'g'),
  '([a-z])\1+', '\1', 'g'))
$fn$;
--> statement-breakpoint
ALTER TABLE "generics" ADD COLUMN "search_key" text GENERATED ALWAYS AS (nirog_phonetic_key(title)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_key" text GENERATED ALWAYS AS (nirog_phonetic_key(title)) STORED;--> statement-breakpoint
CREATE INDEX "products_search_key_trgm_idx" ON "products" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_title_prefix_idx" ON "products" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_bn_title_prefix_idx" ON "products" USING btree (lower("bn_title") text_pattern_ops);