CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_kind" varchar(12) NOT NULL,
	"provider_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"booking_id" integer,
	"service" varchar(24) NOT NULL,
	"rating" smallint NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "provider_applications" drop column "code";--> statement-breakpoint
ALTER TABLE "provider_applications" ADD COLUMN "code" varchar(16) GENERATED ALWAYS AS (CASE kind WHEN 'doctor' THEN 'DOC-' WHEN 'nurse' THEN 'NUR-' ELSE 'AMB-' END || CASE WHEN id < 100000 THEN lpad(id::text, 5, '0') ELSE id::text END) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "vat" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_applications" ADD COLUMN "served_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_provider_id_provider_applications_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_provider_idx" ON "reviews" USING btree ("provider_kind","provider_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_unique" ON "reviews" USING btree ("booking_id") WHERE "reviews"."booking_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "doctors_sub_district_idx" ON "doctors" USING btree ("sub_district_id");--> statement-breakpoint
CREATE INDEX "doctors_state_idx" ON "doctors" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "doctors_appointment_fee_asc_idx" ON "doctors" USING btree ("country_id",("appointment_fee" * (100 - COALESCE("appointment_discount", 0)) / 100) ASC NULLS LAST,"application_id");--> statement-breakpoint
CREATE INDEX "doctors_appointment_fee_desc_idx" ON "doctors" USING btree ("country_id",("appointment_fee" * (100 - COALESCE("appointment_discount", 0)) / 100) DESC NULLS LAST,"application_id");--> statement-breakpoint
CREATE INDEX "doctors_video_fee_asc_idx" ON "doctors" USING btree ("country_id",("video_fee" * (100 - COALESCE("video_discount", 0)) / 100) ASC NULLS LAST,"application_id") WHERE "doctors"."video_service";--> statement-breakpoint
CREATE INDEX "doctors_video_fee_desc_idx" ON "doctors" USING btree ("country_id",("video_fee" * (100 - COALESCE("video_discount", 0)) / 100) DESC NULLS LAST,"application_id") WHERE "doctors"."video_service";--> statement-breakpoint
CREATE INDEX "doctors_experience_idx" ON "doctors" USING btree ("country_id","experience" DESC NULLS LAST,"application_id");--> statement-breakpoint
CREATE INDEX "provider_applications_rating_idx" ON "provider_applications" USING btree ("kind","status",("rating_sum"::float8 / NULLIF("rating_count", 0)) DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id");
--> statement-breakpoint
-- Hand-written (drizzle cannot express functions): the keys the provider listings' keyword search meets
-- (providers.listing.ts). The consonant key is the phonetic key (0012) without vowels, repeated letters
-- once: Bengali script leaves the inherent vowel unwritten, so a transliterated Bengali name meets its Latin
-- spelling there ("রহমান" -> "rhman" -> "rhmn"; "Rahman" -> "rahman" -> "rhmn"). The search key holds both.
-- Names are schema-qualified: CREATE INDEX evaluates them with a restricted search_path.
CREATE OR REPLACE FUNCTION nirog_consonant_key(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
SELECT trim(regexp_replace(regexp_replace(public.nirog_phonetic_key(input), '[aiu]+', '', 'g'), '([a-z])\1+', '\1', 'g'))
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nirog_search_key(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
SELECT public.nirog_phonetic_key(input) || ' / ' || public.nirog_consonant_key(input)
$fn$;
--> statement-breakpoint
CREATE INDEX "users_name_search_key_trgm_idx" ON "users" USING gin (nirog_search_key("name") gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "doctors_places_search_key_trgm_idx" ON "doctors" USING gin (nirog_search_key(("hospital_name" || ' ' || COALESCE("chamber_name", ''))) gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "users_last_seen_at_idx" ON "users" USING btree ("last_seen_at");
--> statement-breakpoint
-- The provider code's expression changed (from id 100000 the whole id, lpad would cut it): dropping the
-- column above dropped its unique index, which drizzle does not know; made again here.
CREATE UNIQUE INDEX "provider_applications_code_unique" ON "provider_applications" USING btree ("code");
