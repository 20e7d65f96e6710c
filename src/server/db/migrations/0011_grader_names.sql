ALTER TABLE "users" ADD COLUMN "grader_name" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_grader_name_unique" ON "users" USING btree (lower("grader_name"));--> statement-breakpoint
-- Graders and admins from before this migration, the longest-serving first, named by the rule of accounts/people.ts:
-- the first name and as little of the last name as no earlier one has ("Ann L.", "Ann Le.", ... "Ann Lee", "Ann Lee 2").
DO $$
DECLARE
  staff record;
  candidate text;
  n integer;
BEGIN
  FOR staff IN
    SELECT "id", btrim("first_name") AS "first", btrim("last_name") AS "last" FROM "users"
    WHERE "role" <> 'user' ORDER BY "created_at", "id"
  LOOP
    n := 1;
    LOOP
      IF n < char_length(staff.last) THEN
        candidate := staff.first || ' ' || left(staff.last, n) || '.';
      ELSIF n = greatest(char_length(staff.last), 1) THEN
        candidate := btrim(staff.first || ' ' || staff.last);
      ELSE
        candidate := btrim(staff.first || ' ' || staff.last) || ' ' || (n - greatest(char_length(staff.last), 1) + 1);
      END IF;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM "users" WHERE lower("grader_name") = lower(candidate));
      n := n + 1;
    END LOOP;
    UPDATE "users" SET "grader_name" = candidate WHERE "id" = staff.id;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_named" CHECK ("users"."role" = 'user' or "users"."grader_name" is not null);