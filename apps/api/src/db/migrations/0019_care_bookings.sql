CREATE TABLE "ambulance_booking_details" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"start_location" varchar(255) NOT NULL,
	"end_location" varchar(255) NOT NULL,
	"fare_poisha" integer
);
--> statement-breakpoint
CREATE TABLE "nurse_booking_details" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"nurse_service" varchar(20) NOT NULL,
	"more_day" smallint,
	"country_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"sub_district_id" integer NOT NULL,
	"location" varchar(255) NOT NULL,
	"phone_no" varchar(24) NOT NULL,
	"purpose" text NOT NULL,
	"price_later" boolean DEFAULT false NOT NULL,
	"price_agreed_at" timestamp with time zone,
	"price_agreed_by" integer,
	"nid_image" varchar(255) NOT NULL,
	"nid_image2" varchar(255)
);
--> statement-breakpoint
ALTER TABLE "ambulance_booking_details" ADD CONSTRAINT "ambulance_booking_details_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nurse_booking_details" ADD CONSTRAINT "nurse_booking_details_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nurse_booking_details" ADD CONSTRAINT "nurse_booking_details_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nurse_booking_details" ADD CONSTRAINT "nurse_booking_details_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nurse_booking_details" ADD CONSTRAINT "nurse_booking_details_sub_district_id_sub_districts_id_fk" FOREIGN KEY ("sub_district_id") REFERENCES "public"."sub_districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nurse_booking_details" ADD CONSTRAINT "nurse_booking_details_price_agreed_by_users_id_fk" FOREIGN KEY ("price_agreed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;