ALTER TABLE "submissions" ADD COLUMN "anticipated_grade" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "ceiling_grade" integer;--> statement-breakpoint
-- Cards completed before this migration take their grades from their review (the latest, where there were more).
UPDATE "submissions" SET "anticipated_grade" = "r"."anticipated_grade", "ceiling_grade" = "r"."ceiling_grade"
FROM (
  SELECT DISTINCT ON ("submission_id") "submission_id", "anticipated_grade", "ceiling_grade"
  FROM "reviews" ORDER BY "submission_id", "created_at" DESC
) AS "r"
WHERE "r"."submission_id" = "submissions"."id";--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_grade_pair" CHECK (("submissions"."anticipated_grade" is null) = ("submissions"."ceiling_grade" is null));