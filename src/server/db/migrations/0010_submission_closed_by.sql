ALTER TABLE "submissions" ADD COLUMN "closed_by" uuid;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_closed_by" ON "submissions" USING btree ("closed_by","closed_at");--> statement-breakpoint
-- Cards completed before this migration were closed by their review's grader (the latest, where there were more).
-- Who cancelled a card was not kept before: those stay unattributed, with the time of their refund.
UPDATE "submissions" SET "closed_by" = "r"."grader_id", "closed_at" = "r"."created_at"
FROM (
  SELECT DISTINCT ON ("submission_id") "submission_id", "grader_id", "created_at"
  FROM "reviews" ORDER BY "submission_id", "created_at" DESC
) AS "r"
WHERE "r"."submission_id" = "submissions"."id" AND "submissions"."status" = 'COMPLETE';--> statement-breakpoint
UPDATE "submissions" SET "closed_at" = "l"."created_at"
FROM "credit_ledger" AS "l"
WHERE "l"."source" = 'refund:' || "submissions"."id" AND "submissions"."status" = 'CANCELLED';
