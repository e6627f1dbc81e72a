CREATE TABLE "calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"caller_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"is_video" boolean NOT NULL,
	"status" varchar(10) DEFAULT 'ringing' NOT NULL,
	"caller_peer_id" varchar(100) NOT NULL,
	"answered_socket_id" varchar(64),
	"ring_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" integer
);
--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calls_receiver_idx" ON "calls" USING btree ("receiver_id","status");--> statement-breakpoint
CREATE INDEX "calls_caller_idx" ON "calls" USING btree ("caller_id","status");--> statement-breakpoint
CREATE INDEX "calls_booking_idx" ON "calls" USING btree ("booking_id","created_at" DESC NULLS LAST);