CREATE TABLE "wishlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prescription_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prescription_check" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prescription_checked_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prescription_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_user_product_unique" ON "wishlist_items" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_user_created_idx" ON "wishlist_items" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wishlist_items_product_idx" ON "wishlist_items" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_prescription_checked_by_users_id_fk" FOREIGN KEY ("prescription_checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_prescription_idx" ON "orders" USING btree ("prescription_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_prescription_check_check" CHECK ("orders"."prescription_check" IS NULL OR ("orders"."prescription_check" IN ('Awaiting', 'Confirmed', 'Rejected') AND "orders"."prescription_id" IS NOT NULL));--> statement-breakpoint
-- By hand: drizzle cannot declare this key in cart.tables.ts without an import cycle (prescriptions.tables.ts imports cart's).
-- NO ACTION (checked at the end of the statement): deleting a user removes both the orders and the prescriptions.
ALTER TABLE "orders" ADD CONSTRAINT "orders_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE no action ON UPDATE no action;
