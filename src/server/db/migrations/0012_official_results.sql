CREATE TABLE "official_result_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"result_id" uuid NOT NULL,
	"by_user_id" uuid,
	"by_staff" boolean NOT NULL,
	"what" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "official_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"company" text NOT NULL,
	"company_name" text,
	"grade" text NOT NULL,
	"grade_value" double precision,
	"qualifier" text,
	"tag_score" integer,
	"certificate" text NOT NULL,
	"graded_on" date NOT NULL,
	"centering_subgrade" double precision,
	"centering_note" text,
	"label_photo_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "official_results_status_known" CHECK ("official_results"."status" in ('pending', 'verified', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "reminder_opt_outs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_reminders" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "official_result_changes" ADD CONSTRAINT "official_result_changes_result_id_official_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."official_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_result_changes" ADD CONSTRAINT "official_result_changes_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_results" ADD CONSTRAINT "official_results_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_results" ADD CONSTRAINT "official_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_results" ADD CONSTRAINT "official_results_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_opt_outs" ADD CONSTRAINT "reminder_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_reminders" ADD CONSTRAINT "result_reminders_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "official_result_changes_result" ON "official_result_changes" USING btree ("result_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "official_results_submission_unique" ON "official_results" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "official_results_certificate_unique" ON "official_results" USING btree ("company","certificate");--> statement-breakpoint
CREATE INDEX "official_results_status" ON "official_results" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "result_reminders_token_unique" ON "result_reminders" USING btree ("token");