CREATE TABLE "e_prescriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"version" smallint NOT NULL,
	"written_by" integer,
	"follow_up" varchar(12),
	"items" jsonb NOT NULL,
	"complains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"diagnoses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"advices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "e_prescriptions" ADD CONSTRAINT "e_prescriptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescriptions" ADD CONSTRAINT "e_prescriptions_written_by_users_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "e_prescriptions_version_uq" ON "e_prescriptions" USING btree ("booking_id","version");--> statement-breakpoint
CREATE INDEX "e_prescriptions_writer_idx" ON "e_prescriptions" USING btree ("written_by");--> statement-breakpoint
-- A version has at least one medicine row and counts from 1 (spec 3 section 5).
ALTER TABLE "e_prescriptions" ADD CONSTRAINT "e_prescriptions_items_check" CHECK (jsonb_typeof("items") = 'array' AND jsonb_array_length("items") >= 1 AND "version" >= 1);
