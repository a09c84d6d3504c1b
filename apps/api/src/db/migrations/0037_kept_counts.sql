CREATE TABLE "kept_counts" (
	"company_id" text NOT NULL,
	"counted" text NOT NULL,
	"key_id" text NOT NULL,
	"by_id" text DEFAULT '' NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "kept_counts_company_id_counted_key_id_by_id_pk" PRIMARY KEY("company_id","counted","key_id","by_id"),
	CONSTRAINT "kept_counts_counted_check" CHECK ("kept_counts"."counted" in ('students.programme', 'students.cohort', 'courses.programme', 'courses.cohort'))
);
--> statement-breakpoint
ALTER TABLE "kept_counts" ADD CONSTRAINT "kept_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_company_programme_order" ON "courses" USING btree ("company_id","programme_id","archived","title","id");--> statement-breakpoint
-- The counts of students and courses by programme and by session, kept by statement triggers (transition
-- tables: one upsert per key and statement, whatever the number of rows); the counts of today to start with.
CREATE FUNCTION "students_kept_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "kept_counts" AS k ("company_id", "counted", "key_id", "by_id", "n")
    SELECT company_id, counted, key_id, by_id, sum(d) FROM (
      SELECT company_id, 'students.programme' AS counted, programme_id::text AS key_id, coalesce(level_id::text, '') AS by_id, d FROM (SELECT company_id, cohort_id, level_id, programme_id, 1 AS d FROM new_rows) s WHERE programme_id IS NOT NULL
      UNION ALL SELECT company_id, 'students.cohort' AS counted, cohort_id::text AS key_id, coalesce(programme_id::text, '') AS by_id, d FROM (SELECT company_id, cohort_id, level_id, programme_id, 1 AS d FROM new_rows) s WHERE cohort_id IS NOT NULL
    ) c
    WHERE EXISTS (SELECT 1 FROM "companies" WHERE "companies"."id" = c.company_id)
    GROUP BY company_id, counted, key_id, by_id HAVING sum(d) <> 0
    ORDER BY company_id, counted, key_id, by_id
    ON CONFLICT ("company_id", "counted", "key_id", "by_id") DO UPDATE SET "n" = k."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "kept_counts" AS k ("company_id", "counted", "key_id", "by_id", "n")
    SELECT company_id, counted, key_id, by_id, sum(d) FROM (
      SELECT company_id, 'students.programme' AS counted, programme_id::text AS key_id, coalesce(level_id::text, '') AS by_id, d FROM (SELECT company_id, cohort_id, level_id, programme_id, -1 AS d FROM old_rows) s WHERE programme_id IS NOT NULL
      UNION ALL SELECT company_id, 'students.cohort' AS counted, cohort_id::text AS key_id, coalesce(programme_id::text, '') AS by_id, d FROM (SELECT company_id, cohort_id, level_id, programme_id, -1 AS d FROM old_rows) s WHERE cohort_id IS NOT NULL
    ) c
    WHERE EXISTS (SELECT 1 FROM "companies" WHERE "companies"."id" = c.company_id)
    GROUP BY company_id, counted, key_id, by_id HAVING sum(d) <> 0
    ORDER BY company_id, counted, key_id, by_id
    ON CONFLICT ("company_id", "counted", "key_id", "by_id") DO UPDATE SET "n" = k."n" + excluded."n";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "kept_counts" AS k ("company_id", "counted", "key_id", "by_id", "n")
    SELECT company_id, counted, key_id, by_id, sum(d) FROM (
      SELECT company_id, 'students.programme' AS counted, programme_id::text AS key_id, coalesce(level_id::text, '') AS by_id, d FROM (SELECT company_id, cohort_id, level_id, programme_id, 1 AS d FROM new_rows UNION ALL SELECT company_id, cohort_id, level_id, programme_id, -1 AS d FROM old_rows) s WHERE programme_id IS NOT NULL
      UNION ALL SELECT company_id, 'students.cohort' AS counted, cohort_id::text AS key_id, coalesce(programme_id::text, '') AS by_id, d FROM (SELECT company_id, cohort_id, level_id, programme_id, 1 AS d FROM new_rows UNION ALL SELECT company_id, cohort_id, level_id, programme_id, -1 AS d FROM old_rows) s WHERE cohort_id IS NOT NULL
    ) c
    WHERE EXISTS (SELECT 1 FROM "companies" WHERE "companies"."id" = c.company_id)
    GROUP BY company_id, counted, key_id, by_id HAVING sum(d) <> 0
    ORDER BY company_id, counted, key_id, by_id
    ON CONFLICT ("company_id", "counted", "key_id", "by_id") DO UPDATE SET "n" = k."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "students_inserted_kept_counts" AFTER INSERT ON "students"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "students_kept_counts"();--> statement-breakpoint
CREATE TRIGGER "students_updated_kept_counts" AFTER UPDATE ON "students"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "students_kept_counts"();--> statement-breakpoint
CREATE TRIGGER "students_deleted_kept_counts" AFTER DELETE ON "students"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "students_kept_counts"();--> statement-breakpoint
INSERT INTO "kept_counts" ("company_id", "counted", "key_id", "by_id", "n")
SELECT company_id, counted, key_id, by_id, sum(d) FROM (
  SELECT company_id, 'students.programme' AS counted, programme_id::text AS key_id, coalesce(level_id::text, '') AS by_id, d FROM (SELECT company_id, cohort_id, level_id, programme_id, 1 AS d FROM students) s WHERE programme_id IS NOT NULL
      UNION ALL SELECT company_id, 'students.cohort' AS counted, cohort_id::text AS key_id, coalesce(programme_id::text, '') AS by_id, d FROM (SELECT company_id, cohort_id, level_id, programme_id, 1 AS d FROM students) s WHERE cohort_id IS NOT NULL
) c GROUP BY company_id, counted, key_id, by_id;--> statement-breakpoint
CREATE FUNCTION "courses_kept_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "kept_counts" AS k ("company_id", "counted", "key_id", "by_id", "n")
    SELECT company_id, counted, key_id, by_id, sum(d) FROM (
      SELECT company_id, 'courses.programme' AS counted, programme_id::text AS key_id, coalesce(level_id::text, '') AS by_id, d FROM (SELECT company_id, cohort_id, level_id, programme_id, 1 AS d FROM new_rows) s WHERE programme_id IS NOT NULL
      UNION ALL SELECT company_id, 'courses.cohort' AS counted, cohort_id::text AS key_id, coalesce(programme_id::text, '') AS by_id, d FROM (SELECT company_id, cohort_id, level_id, programme_id, 1 AS d FROM new_rows) s WHERE cohort_id IS NOT NULL
    ) c
    WHERE EXISTS (SELECT 1 FROM "companies" WHERE "companies"."id" = c.company_id)
    GROUP BY company_id, counted, key_id, by_id HAVING sum(d) <> 0
    ORDER BY company_id, counted, key_id, by_id
    ON CONFLICT ("company_id", "counted", "key_id", "by_id") DO UPDATE SET "n" = k."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "kept_counts" AS k ("company_id", "counted", "key_id", "by_id", "n")
    SELECT company_id, counted, key_id, by_id, sum(d) FROM (
      SELECT company_id, 'courses.programme' AS counted, programme_id::text AS key_id, coalesce(level_id::text, '') AS by_id, d FROM (SELECT company_id, cohort_id, level_id, programme_id, -1 AS d FROM old_rows) s WHERE programme_id IS NOT NULL
      UNION ALL SELECT company_id, 'courses.cohort' AS counted, cohort_id::text AS key_id, coalesce(programme_id::text, '') AS by_id, d FROM (SELECT company_id, cohort_id, level_id, programme_id, -1 AS d FROM old_rows) s WHERE cohort_id IS NOT NULL
    ) c
    WHERE EXISTS (SELECT 1 FROM "companies" WHERE "companies"."id" = c.company_id)
    GROUP BY company_id, counted, key_id, by_id HAVING sum(d) <> 0
    ORDER BY company_id, counted, key_id, by_id
    ON CONFLICT ("company_id", "counted", "key_id", "by_id") DO UPDATE SET "n" = k."n" + excluded."n";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "kept_counts" AS k ("company_id", "counted", "key_id", "by_id", "n")
    SELECT company_id, counted, key_id, by_id, sum(d) FROM (
      SELECT company_id, 'courses.programme' AS counted, programme_id::text AS key_id, coalesce(level_id::text, '') AS by_id, d FROM (SELECT company_id, cohort_id, level_id, programme_id, 1 AS d FROM new_rows UNION ALL SELECT company_id, cohort_id, level_id, programme_id, -1 AS d FROM old_rows) s WHERE programme_id IS NOT NULL
      UNION ALL SELECT company_id, 'courses.cohort' AS counted, cohort_id::text AS key_id, coalesce(programme_id::text, '') AS by_id, d FROM (SELECT company_id, cohort_id, level_id, programme_id, 1 AS d FROM new_rows UNION ALL SELECT company_id, cohort_id, level_id, programme_id, -1 AS d FROM old_rows) s WHERE cohort_id IS NOT NULL
    ) c
    WHERE EXISTS (SELECT 1 FROM "companies" WHERE "companies"."id" = c.company_id)
    GROUP BY company_id, counted, key_id, by_id HAVING sum(d) <> 0
    ORDER BY company_id, counted, key_id, by_id
    ON CONFLICT ("company_id", "counted", "key_id", "by_id") DO UPDATE SET "n" = k."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "courses_inserted_kept_counts" AFTER INSERT ON "courses"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "courses_kept_counts"();--> statement-breakpoint
CREATE TRIGGER "courses_updated_kept_counts" AFTER UPDATE ON "courses"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "courses_kept_counts"();--> statement-breakpoint
CREATE TRIGGER "courses_deleted_kept_counts" AFTER DELETE ON "courses"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "courses_kept_counts"();--> statement-breakpoint
INSERT INTO "kept_counts" ("company_id", "counted", "key_id", "by_id", "n")
SELECT company_id, counted, key_id, by_id, sum(d) FROM (
  SELECT company_id, 'courses.programme' AS counted, programme_id::text AS key_id, coalesce(level_id::text, '') AS by_id, d FROM (SELECT company_id, cohort_id, level_id, programme_id, 1 AS d FROM courses) s WHERE programme_id IS NOT NULL
      UNION ALL SELECT company_id, 'courses.cohort' AS counted, cohort_id::text AS key_id, coalesce(programme_id::text, '') AS by_id, d FROM (SELECT company_id, cohort_id, level_id, programme_id, 1 AS d FROM courses) s WHERE cohort_id IS NOT NULL
) c GROUP BY company_id, counted, key_id, by_id;
