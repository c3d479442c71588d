ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "email" text;--> statement-breakpoint
-- Every order so far was given to the account of its address: it keeps that address.
UPDATE "orders" SET "email" = "users"."email" FROM "users" WHERE "users"."id" = "orders"."user_id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "email" SET NOT NULL;--> statement-breakpoint
-- One given to an account whose address nobody proved waits for that proof, as every imported order does.
UPDATE "orders" SET "user_id" = NULL FROM "users" WHERE "users"."id" = "orders"."user_id" AND "users"."email_verified_at" IS NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_email" ON "orders" USING btree ("email");
