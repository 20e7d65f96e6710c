CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"grader_id" uuid NOT NULL,
	"anticipated_grade" integer NOT NULL,
	"ceiling_grade" integer NOT NULL,
	"centering_front" text,
	"centering_back" text,
	"raw_value" text,
	"graded_value" text,
	"issues" text[] DEFAULT '{}'::text[] NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_anticipated_grade_range" CHECK ("reviews"."anticipated_grade" between 1 and 10),
	CONSTRAINT "reviews_ceiling_grade_range" CHECK ("reviews"."ceiling_grade" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_grader_id_users_id_fk" FOREIGN KEY ("grader_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_submission_grader_unique" ON "reviews" USING btree ("submission_id","grader_id");