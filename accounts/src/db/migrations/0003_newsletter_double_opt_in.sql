CREATE TABLE "subscription_requests" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"region" text NOT NULL,
	"locale" text NOT NULL,
	"consent" boolean NOT NULL,
	"consent_text" text,
	"opt_in" boolean NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "subscription_requests_email_region" ON "subscription_requests" USING btree ("email","region");--> statement-breakpoint
CREATE INDEX "subscription_requests_expires" ON "subscription_requests" USING btree ("expires_at");--> statement-breakpoint
-- The popup's rows were proven by its e-mailed code; the footer's never were, and stay unconfirmed.
UPDATE "subscriptions" SET "confirmed_at" = "created_at" WHERE "source" = 'popup';
