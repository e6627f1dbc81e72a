CREATE TABLE "booking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"actor_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(12) NOT NULL,
	"patient_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'Pending' NOT NULL,
	"payment_status" varchar(10) DEFAULT 'Pending' NOT NULL,
	"payment_public_id" varchar(64),
	"fee_poisha" integer NOT NULL,
	"discount_poisha" integer DEFAULT 0 NOT NULL,
	"vat_poisha" integer DEFAULT 0 NOT NULL,
	"total_poisha" integer NOT NULL,
	"reviewed" boolean DEFAULT false NOT NULL,
	"slot" "tstzrange",
	"slot_day" date,
	"time_zone" varchar(40) DEFAULT 'Asia/Dhaka' NOT NULL,
	"serial_no" smallint,
	"serial_fixed" boolean DEFAULT false NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_by" integer,
	"cancelled_at" timestamp with time zone,
	"refund_due" boolean DEFAULT false NOT NULL,
	"refunded_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"lang" varchar(2) DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_earnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"referrer_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"cost_poisha" integer NOT NULL,
	"cost_paise" integer NOT NULL,
	"exchange_rate" varchar(16) NOT NULL,
	"benefit_percentage" varchar(8) NOT NULL,
	"benefit_poisha" integer NOT NULL,
	"benefit_paise" integer NOT NULL,
	"status" varchar(10) DEFAULT 'Pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_booking_details" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"dob" date NOT NULL,
	"gender" varchar(8) NOT NULL,
	"occupation" varchar(120) NOT NULL,
	"country_id" integer NOT NULL,
	"city" varchar(80) NOT NULL,
	"disease_about" text NOT NULL,
	"patient_type" varchar(4) NOT NULL,
	"india" boolean DEFAULT false NOT NULL,
	"medical_visa" boolean DEFAULT false NOT NULL,
	"guide" boolean DEFAULT false NOT NULL,
	"transport" boolean DEFAULT false NOT NULL,
	"hotel" boolean DEFAULT false NOT NULL,
	"diagnostic" boolean DEFAULT false NOT NULL,
	"surgery" boolean DEFAULT false NOT NULL,
	"referral_code" varchar(16)
);
--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "visit_minutes" smallint DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_provider_id_provider_applications_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_earnings" ADD CONSTRAINT "referral_earnings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_earnings" ADD CONSTRAINT "referral_earnings_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_earnings" ADD CONSTRAINT "referral_earnings_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_earnings" ADD CONSTRAINT "referral_earnings_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_booking_details" ADD CONSTRAINT "doctor_booking_details_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_booking_details" ADD CONSTRAINT "doctor_booking_details_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "bookings_patient_idx" ON "bookings" USING btree ("patient_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_provider_idx" ON "bookings" USING btree ("provider_id","kind","slot_day","serial_no");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_payment_public_id_uq" ON "bookings" USING btree ("payment_public_id");--> statement-breakpoint
CREATE INDEX "bookings_refund_idx" ON "bookings" USING btree ("refund_due") WHERE "bookings"."refund_due";--> statement-breakpoint
CREATE UNIQUE INDEX "referral_earnings_booking_uq" ON "referral_earnings" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "referral_earnings_referrer_idx" ON "referral_earnings" USING btree ("referrer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written (issue 16): real slots and serials, enforced by the database whatever the race (DESIGN.md 5c).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("provider_id" WITH =, "slot" WITH &&) WHERE ("status" <> 'Cancelled' AND "slot" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_serial_unique" EXCLUDE USING gist ("provider_id" WITH =, "slot_day" WITH =, "serial_no" WITH =) WHERE ("status" <> 'Cancelled' AND "serial_no" IS NOT NULL) DEFERRABLE INITIALLY DEFERRED;
