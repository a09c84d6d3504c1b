CREATE TABLE "student_last_courses" (
	"company_id" text NOT NULL,
	"student_id" uuid NOT NULL,
	"last_course_at" timestamp with time zone NOT NULL,
	CONSTRAINT "student_last_courses_company_id_student_id_pk" PRIMARY KEY("company_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "student_last_courses" ADD CONSTRAINT "student_last_courses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_last_courses" ADD CONSTRAINT "student_last_courses_student_fk" FOREIGN KEY ("company_id","student_id") REFERENCES "public"."students"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_last_courses_due" ON "student_last_courses" USING btree ("company_id","last_course_at");--> statement-breakpoint
CREATE INDEX "slots_course_end" ON "slots" USING btree ("course_id","ends_at");--> statement-breakpoint
-- When each student's last course was, kept by statement triggers (transition tables: one statement per
-- table changed, whatever the number of rows): raised on inserts, worked out again for the students that an
-- update or a deletion touches, removed at the erasure; today's figures to start with.
CREATE FUNCTION "student_last_course_at"(p_company text, p_student uuid) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT greatest(
    (SELECT created_at FROM students WHERE company_id = p_company AND id = p_student),
    (SELECT max(c.at) FROM enrolments e, LATERAL (SELECT max(s.ends_at) AS at FROM slots s WHERE s.course_id = e.course_id) c
      WHERE e.company_id = p_company AND e.student_id = p_student),
    (SELECT max(a.slot_starts_at) FROM attendance a WHERE a.company_id = p_company AND a.student_id = p_student))
$$;--> statement-breakpoint
CREATE FUNCTION "raise_student_last_courses"(p_company text[], p_student uuid[], p_at timestamptz[]) RETURNS void LANGUAGE sql AS $$
  UPDATE student_last_courses l SET last_course_at = t.at
  FROM (SELECT company_id, student_id, max(at) AS at FROM unnest(p_company, p_student, p_at) AS u(company_id, student_id, at)
    GROUP BY company_id, student_id ORDER BY company_id, student_id) t
  WHERE l.company_id = t.company_id AND l.student_id = t.student_id AND t.at > l.last_course_at
$$;--> statement-breakpoint
CREATE FUNCTION "refresh_student_last_courses"(p_company text[], p_student uuid[], p_removed timestamptz[]) RETURNS void LANGUAGE sql AS $$
  -- Only the students whose figure the removed value may have been (null: any value) are worked out again.
  UPDATE student_last_courses l
  SET last_course_at = coalesce(student_last_course_at(l.company_id, l.student_id), l.last_course_at)
  FROM (SELECT company_id, student_id, max(removed) AS removed, bool_or(removed IS NULL) AS always
    FROM unnest(p_company, p_student, p_removed) AS u(company_id, student_id, removed)
    GROUP BY company_id, student_id) d
  WHERE l.company_id = d.company_id AND l.student_id = d.student_id AND (d.always OR l.last_course_at <= d.removed)
$$;--> statement-breakpoint
CREATE FUNCTION "students_last_courses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO student_last_courses (company_id, student_id, last_course_at)
    SELECT n.company_id, n.id, n.created_at FROM new_rows n
    WHERE NOT EXISTS (SELECT 1 FROM student_erasures x WHERE x.company_id = n.company_id AND x.student_id = n.id)
    ON CONFLICT DO NOTHING;
  ELSE
    PERFORM refresh_student_last_courses(array_agg(n.company_id), array_agg(n.id), array_agg(NULL::timestamptz))
    FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.created_at IS DISTINCT FROM n.created_at;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "students_inserted_last_courses" AFTER INSERT ON "students"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "students_last_courses"();--> statement-breakpoint
CREATE TRIGGER "students_updated_last_courses" AFTER UPDATE ON "students"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "students_last_courses"();--> statement-breakpoint
CREATE FUNCTION "enrolments_last_courses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM raise_student_last_courses(array_agg(x.company_id), array_agg(x.student_id), array_agg(x.at))
    FROM (SELECT n.company_id, n.student_id, max(c.at) AS at FROM new_rows n
      JOIN (SELECT course_id, max(ends_at) AS at FROM slots WHERE course_id IN (SELECT course_id FROM new_rows)
        GROUP BY course_id) c ON c.course_id = n.course_id
      GROUP BY n.company_id, n.student_id) x;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_student_last_courses(array_agg(c.company_id), array_agg(c.student_id), array_agg(NULL::timestamptz))
    FROM (SELECT company_id, student_id FROM new_rows UNION SELECT company_id, student_id FROM old_rows) c;
  ELSE
    PERFORM refresh_student_last_courses(array_agg(x.company_id), array_agg(x.student_id), array_agg(NULL::timestamptz))
    FROM (SELECT DISTINCT company_id, student_id FROM old_rows) x;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "enrolments_inserted_last_courses" AFTER INSERT ON "enrolments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "enrolments_last_courses"();--> statement-breakpoint
CREATE TRIGGER "enrolments_updated_last_courses" AFTER UPDATE ON "enrolments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "enrolments_last_courses"();--> statement-breakpoint
CREATE TRIGGER "enrolments_deleted_last_courses" AFTER DELETE ON "enrolments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "enrolments_last_courses"();--> statement-breakpoint
CREATE FUNCTION "slots_last_courses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A slot moved is the old one removed and the new one added; its other changes change nothing.
  IF TG_OP = 'INSERT' THEN
    PERFORM raise_student_last_courses(array_agg(x.company_id), array_agg(x.student_id), array_agg(x.at))
    FROM (SELECT e.company_id, e.student_id, max(c.at) AS at
      FROM (SELECT n.course_id, max(n.ends_at) AS at FROM new_rows n GROUP BY n.course_id) c
      JOIN enrolments e ON e.course_id = c.course_id GROUP BY e.company_id, e.student_id) x;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM raise_student_last_courses(array_agg(x.company_id), array_agg(x.student_id), array_agg(x.at))
    FROM (SELECT e.company_id, e.student_id, max(c.at) AS at
      FROM (SELECT n.course_id, max(n.ends_at) AS at FROM new_rows n
        WHERE NOT EXISTS (SELECT 1 FROM old_rows o WHERE o.id = n.id AND o.ends_at = n.ends_at AND o.course_id = n.course_id) GROUP BY n.course_id) c
      JOIN enrolments e ON e.course_id = c.course_id GROUP BY e.company_id, e.student_id) x;
    PERFORM refresh_student_last_courses(array_agg(x.company_id), array_agg(x.student_id), array_agg(x.at))
    FROM (SELECT e.company_id, e.student_id, max(c.at) AS at
      FROM (SELECT o.course_id, max(o.ends_at) AS at FROM old_rows o
        WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = o.id AND n.ends_at = o.ends_at AND n.course_id = o.course_id) GROUP BY o.course_id) c
      JOIN enrolments e ON e.course_id = c.course_id GROUP BY e.company_id, e.student_id) x;
  ELSE
    PERFORM refresh_student_last_courses(array_agg(x.company_id), array_agg(x.student_id), array_agg(x.at))
    FROM (SELECT e.company_id, e.student_id, max(c.at) AS at
      FROM (SELECT o.course_id, max(o.ends_at) AS at FROM old_rows o GROUP BY o.course_id) c
      JOIN enrolments e ON e.course_id = c.course_id GROUP BY e.company_id, e.student_id) x;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "slots_inserted_last_courses" AFTER INSERT ON "slots"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "slots_last_courses"();--> statement-breakpoint
CREATE TRIGGER "slots_updated_last_courses" AFTER UPDATE ON "slots"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "slots_last_courses"();--> statement-breakpoint
CREATE TRIGGER "slots_deleted_last_courses" AFTER DELETE ON "slots"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "slots_last_courses"();--> statement-breakpoint
CREATE FUNCTION "attendance_last_courses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A mark whose slot moved is the old one removed and the new one added; a new status changes nothing.
  IF TG_OP = 'INSERT' THEN
    PERFORM raise_student_last_courses(array_agg(x.company_id), array_agg(x.student_id), array_agg(x.at))
    FROM (SELECT n.company_id, n.student_id, max(n.slot_starts_at) AS at FROM new_rows n
      WHERE n.slot_starts_at IS NOT NULL GROUP BY n.company_id, n.student_id) x;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM raise_student_last_courses(array_agg(x.company_id), array_agg(x.student_id), array_agg(x.at))
    FROM (SELECT n.company_id, n.student_id, max(n.slot_starts_at) AS at FROM new_rows n
      WHERE n.slot_starts_at IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM old_rows o WHERE o.slot_id = n.slot_id AND o.student_id = n.student_id
          AND o.slot_starts_at = n.slot_starts_at) GROUP BY n.company_id, n.student_id) x;
    PERFORM refresh_student_last_courses(array_agg(x.company_id), array_agg(x.student_id), array_agg(x.at))
    FROM (SELECT o.company_id, o.student_id, max(o.slot_starts_at) AS at FROM old_rows o
      WHERE o.slot_starts_at IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.slot_id = o.slot_id AND n.student_id = o.student_id
          AND n.slot_starts_at = o.slot_starts_at) GROUP BY o.company_id, o.student_id) x;
  ELSE
    PERFORM refresh_student_last_courses(array_agg(x.company_id), array_agg(x.student_id), array_agg(x.at))
    FROM (SELECT o.company_id, o.student_id, max(o.slot_starts_at) AS at FROM old_rows o
      WHERE o.slot_starts_at IS NOT NULL GROUP BY o.company_id, o.student_id) x;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "attendance_inserted_last_courses" AFTER INSERT ON "attendance"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "attendance_last_courses"();--> statement-breakpoint
CREATE TRIGGER "attendance_updated_last_courses" AFTER UPDATE ON "attendance"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "attendance_last_courses"();--> statement-breakpoint
CREATE TRIGGER "attendance_deleted_last_courses" AFTER DELETE ON "attendance"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "attendance_last_courses"();--> statement-breakpoint
CREATE FUNCTION "student_erasures_last_courses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM student_last_courses l USING new_rows n WHERE l.company_id = n.company_id AND l.student_id = n.student_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "student_erasures_inserted_last_courses" AFTER INSERT ON "student_erasures"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "student_erasures_last_courses"();--> statement-breakpoint
INSERT INTO student_last_courses (company_id, student_id, last_course_at)
SELECT s.company_id, s.id, greatest(s.created_at, e.at, a.at) FROM students s
LEFT JOIN (SELECT en.company_id, en.student_id, max(c.at) AS at FROM enrolments en
  JOIN (SELECT course_id, max(ends_at) AS at FROM slots GROUP BY course_id) c ON c.course_id = en.course_id
  GROUP BY en.company_id, en.student_id) e ON e.company_id = s.company_id AND e.student_id = s.id
LEFT JOIN (SELECT company_id, student_id, max(slot_starts_at) AS at FROM attendance GROUP BY company_id, student_id) a
  ON a.company_id = s.company_id AND a.student_id = s.id
WHERE NOT EXISTS (SELECT 1 FROM student_erasures x WHERE x.company_id = s.company_id AND x.student_id = s.id);
