CREATE TABLE "medicine_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(190) NOT NULL,
	"status" varchar(20) DEFAULT 'Pending' NOT NULL,
	"note" text,
	"product_id" integer,
	"language" varchar(2) DEFAULT 'en' NOT NULL,
	"handled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicine_requests_status_check" CHECK ("medicine_requests"."status" IN ('Pending', 'Processing', 'Ready', 'Declined'))
);
--> statement-breakpoint
CREATE TABLE "prescription_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"prescription_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"image" varchar(255) NOT NULL,
	"thumbnail" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'Pending' NOT NULL,
	"day_for" smallint NOT NULL,
	"unnecessary_medicine" text,
	"note" text,
	"language" varchar(2) DEFAULT 'en' NOT NULL,
	"order_id" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescriptions_status_check" CHECK ("prescriptions"."status" IN ('Pending', 'Reviewed', 'Ordered', 'Declined')),
	CONSTRAINT "prescriptions_day_for_check" CHECK ("prescriptions"."day_for" BETWEEN 1 AND 365)
);
--> statement-breakpoint
ALTER TABLE "medicine_requests" ADD CONSTRAINT "medicine_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_requests" ADD CONSTRAINT "medicine_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_requests" ADD CONSTRAINT "medicine_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_images" ADD CONSTRAINT "prescription_images_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medicine_requests_user_created_idx" ON "medicine_requests" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "medicine_requests_created_idx" ON "medicine_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "medicine_requests_status_created_idx" ON "medicine_requests" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "medicine_requests_product_idx" ON "medicine_requests" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "prescription_images_prescription_idx" ON "prescription_images" USING btree ("prescription_id","position");--> statement-breakpoint
CREATE INDEX "prescriptions_user_created_idx" ON "prescriptions" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "prescriptions_created_idx" ON "prescriptions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "prescriptions_status_created_idx" ON "prescriptions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_order_unique" ON "prescriptions" USING btree ("order_id");