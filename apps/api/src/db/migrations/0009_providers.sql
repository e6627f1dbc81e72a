CREATE TABLE "ambulances" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"driver_name" varchar(120) NOT NULL,
	"owner_name" varchar(120) NOT NULL,
	"country_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"sub_district_id" integer NOT NULL,
	"location" varchar(255) NOT NULL,
	"contact_phone" varchar(24) NOT NULL,
	"vehicle_no" varchar(40) NOT NULL,
	"condition" varchar(8) DEFAULT 'Non AC' NOT NULL,
	"starting_area" varchar(190) NOT NULL,
	"photo" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "doctor_qualifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"degree" varchar(120) NOT NULL,
	"institution_name" varchar(190) NOT NULL,
	"institution_location" varchar(190) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_specialists" (
	"application_id" integer NOT NULL,
	"specialist_id" integer NOT NULL,
	CONSTRAINT "doctor_specialists_application_id_specialist_id_pk" PRIMARY KEY("application_id","specialist_id")
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"title" varchar(24) NOT NULL,
	"gender" varchar(8) NOT NULL,
	"country_id" integer NOT NULL,
	"district_id" integer,
	"sub_district_id" integer,
	"state_id" integer,
	"location" varchar(255) NOT NULL,
	"nid_passport_no" varchar(40) NOT NULL,
	"registration_no" varchar(60) NOT NULL,
	"registered_institution" varchar(190) NOT NULL,
	"language" varchar(120),
	"hospital_id" integer,
	"hospital_name" varchar(190) NOT NULL,
	"department" varchar(120) NOT NULL,
	"designation" varchar(120) NOT NULL,
	"memorable_institution" boolean DEFAULT false NOT NULL,
	"memorable_institution_name" varchar(190),
	"experience" smallint NOT NULL,
	"appointment_service" boolean DEFAULT false NOT NULL,
	"chamber_name" varchar(190),
	"chamber_location" varchar(255),
	"appointment_fee" integer,
	"appointment_discount" smallint,
	"audio_service" boolean DEFAULT false NOT NULL,
	"audio_fee" integer,
	"audio_discount" smallint,
	"video_service" boolean DEFAULT false NOT NULL,
	"video_fee" integer,
	"video_discount" smallint,
	"weekdays" smallint[] DEFAULT '{}' NOT NULL,
	"time_from" time,
	"time_to" time
);
--> statement-breakpoint
CREATE TABLE "nurse_days" (
	"application_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"one_call" boolean DEFAULT false NOT NULL,
	"one_call_fee" integer,
	"hour_6_morning" boolean DEFAULT false NOT NULL,
	"hour_6_morning_fee" integer,
	"hour_6_evening" boolean DEFAULT false NOT NULL,
	"hour_6_evening_fee" integer,
	"hour_12_day" boolean DEFAULT false NOT NULL,
	"hour_12_day_fee" integer,
	"hour_12_night" boolean DEFAULT false NOT NULL,
	"hour_12_night_fee" integer,
	"hour_24" boolean DEFAULT false NOT NULL,
	"hour_24_fee" integer,
	CONSTRAINT "nurse_days_application_id_day_pk" PRIMARY KEY("application_id","day")
);
--> statement-breakpoint
CREATE TABLE "nurses" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"sub_district_id" integer NOT NULL,
	"location" varchar(255) NOT NULL,
	"present_address" varchar(255) NOT NULL,
	"permanent_address" varchar(255) NOT NULL,
	"experience" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"code" varchar(16) GENERATED ALWAYS AS (CASE kind WHEN 'doctor' THEN 'DOC-' WHEN 'nurse' THEN 'NUR-' ELSE 'AMB-' END || lpad(id::text, 5, '0')) STORED NOT NULL,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"step_reached" smallint DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"reason" text,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"path" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ambulances" ADD CONSTRAINT "ambulances_application_id_provider_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."provider_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulances" ADD CONSTRAINT "ambulances_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulances" ADD CONSTRAINT "ambulances_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulances" ADD CONSTRAINT "ambulances_sub_district_id_sub_districts_id_fk" FOREIGN KEY ("sub_district_id") REFERENCES "public"."sub_districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_qualifications" ADD CONSTRAINT "doctor_qualifications_application_id_doctors_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."doctors"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_specialists" ADD CONSTRAINT "doctor_specialists_application_id_doctors_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."doctors"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_specialists" ADD CONSTRAINT "doctor_specialists_specialist_id_specialists_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_application_id_provider_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."provider_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_sub_district_id_sub_districts_id_fk" FOREIGN KEY ("sub_district_id") REFERENCES "public"."sub_districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nurse_days" ADD CONSTRAINT "nurse_days_application_id_nurses_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."nurses"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nurses" ADD CONSTRAINT "nurses_application_id_provider_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."provider_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nurses" ADD CONSTRAINT "nurses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nurses" ADD CONSTRAINT "nurses_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nurses" ADD CONSTRAINT "nurses_sub_district_id_sub_districts_id_fk" FOREIGN KEY ("sub_district_id") REFERENCES "public"."sub_districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_applications" ADD CONSTRAINT "provider_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_applications" ADD CONSTRAINT "provider_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_documents" ADD CONSTRAINT "provider_documents_application_id_provider_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."provider_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ambulances_district_idx" ON "ambulances" USING btree ("district_id","sub_district_id");--> statement-breakpoint
CREATE INDEX "doctor_qualifications_application_idx" ON "doctor_qualifications" USING btree ("application_id","position");--> statement-breakpoint
CREATE INDEX "doctor_specialists_specialist_idx" ON "doctor_specialists" USING btree ("specialist_id");--> statement-breakpoint
CREATE INDEX "doctors_country_idx" ON "doctors" USING btree ("country_id","district_id");--> statement-breakpoint
CREATE INDEX "doctors_hospital_idx" ON "doctors" USING btree ("hospital_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_applications_user_kind_unique" ON "provider_applications" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_applications_code_unique" ON "provider_applications" USING btree ("code");--> statement-breakpoint
CREATE INDEX "provider_applications_queue_idx" ON "provider_applications" USING btree ("status","kind","submitted_at","id");--> statement-breakpoint
CREATE INDEX "provider_documents_application_idx" ON "provider_documents" USING btree ("application_id","type","position");--> statement-breakpoint
CREATE INDEX "provider_documents_path_idx" ON "provider_documents" USING btree ("path");