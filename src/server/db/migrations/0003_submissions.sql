CREATE TABLE "submission_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"photo_key" text NOT NULL,
	"original_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"rendered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"card_name" text NOT NULL,
	"card_number" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"in_progress_by" uuid,
	"claimed_at" timestamp with time zone,
	"cancel_reason" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_status_known" CHECK ("submissions"."status" in ('OPEN', 'PENDING', 'COMPLETE', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "submission_photos" ADD CONSTRAINT "submission_photos_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_in_progress_by_users_id_fk" FOREIGN KEY ("in_progress_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "submission_photos_key_unique" ON "submission_photos" USING btree ("submission_id","photo_key");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_public_id_unique" ON "submissions" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_user_idempotency_unique" ON "submissions" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "submissions_user_id" ON "submissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "submissions_status" ON "submissions" USING btree ("status","created_at");