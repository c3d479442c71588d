CREATE TABLE "mail_queue" (
	"id" uuid PRIMARY KEY NOT NULL,
	"dedupe_key" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"code" text,
	"links" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_queue_dedupe" ON "mail_queue" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "mail_queue_due" ON "mail_queue" USING btree ("sent_at","next_attempt_at");