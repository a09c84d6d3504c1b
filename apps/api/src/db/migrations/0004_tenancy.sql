-- Tenancy held by the database (issue 7): every reference between business tables carries the company.
-- Written from drizzle-kit's output, then edited by hand (the snapshot 0004 is drizzle-kit's, unchanged):
--  * the unique keys (company_id, id) come first, since the composite foreign keys need them;
--  * each single-column foreign key is replaced, table by table, by (company_id, x_id) → (company_id, id);
--  * `set null` references name their column, ON DELETE SET NULL ("x_id") (PostgreSQL 15+): drizzle cannot
--    express it, and a plain SET NULL would null company_id (NOT NULL) too, so the delete would fail;
--  * the contracts' closed sets become CHECKs.
-- The existing rows are kept as they are: each ADD CONSTRAINT checks them, and a row that links two companies
-- (or holds an unknown status) stops the migration, rolled back, with the constraint's name and the key.
ALTER TABLE "users" ADD CONSTRAINT "users_company_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_company_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "levels" ADD CONSTRAINT "levels_company_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_company_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_company_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_company_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_company_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_company_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "slots" ADD CONSTRAINT "slots_company_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_company_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_instance_fk" FOREIGN KEY ("company_id","instance") REFERENCES "public"."instances"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tracks" DROP CONSTRAINT "tracks_programme_id_programmes_id_fk";
--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_programme_fk" FOREIGN KEY ("company_id","programme_id") REFERENCES "public"."programmes"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cohorts" DROP CONSTRAINT "cohorts_programme_id_programmes_id_fk";
--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_programme_fk" FOREIGN KEY ("company_id","programme_id") REFERENCES "public"."programmes"("company_id","id") ON DELETE SET NULL ("programme_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "teachers" DROP CONSTRAINT "teachers_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE SET NULL ("user_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "students" DROP CONSTRAINT "students_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "students" DROP CONSTRAINT "students_programme_id_programmes_id_fk";
--> statement-breakpoint
ALTER TABLE "students" DROP CONSTRAINT "students_level_id_levels_id_fk";
--> statement-breakpoint
ALTER TABLE "students" DROP CONSTRAINT "students_cohort_id_cohorts_id_fk";
--> statement-breakpoint
ALTER TABLE "students" DROP CONSTRAINT "students_track_id_tracks_id_fk";
--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE SET NULL ("user_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_programme_fk" FOREIGN KEY ("company_id","programme_id") REFERENCES "public"."programmes"("company_id","id") ON DELETE SET NULL ("programme_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_level_fk" FOREIGN KEY ("company_id","level_id") REFERENCES "public"."levels"("company_id","id") ON DELETE SET NULL ("level_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_cohort_fk" FOREIGN KEY ("company_id","cohort_id") REFERENCES "public"."cohorts"("company_id","id") ON DELETE SET NULL ("cohort_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_track_fk" FOREIGN KEY ("company_id","track_id") REFERENCES "public"."tracks"("company_id","id") ON DELETE SET NULL ("track_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_programme_id_programmes_id_fk";
--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_level_id_levels_id_fk";
--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_cohort_id_cohorts_id_fk";
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_programme_fk" FOREIGN KEY ("company_id","programme_id") REFERENCES "public"."programmes"("company_id","id") ON DELETE SET NULL ("programme_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_level_fk" FOREIGN KEY ("company_id","level_id") REFERENCES "public"."levels"("company_id","id") ON DELETE SET NULL ("level_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_cohort_fk" FOREIGN KEY ("company_id","cohort_id") REFERENCES "public"."cohorts"("company_id","id") ON DELETE SET NULL ("cohort_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_teachers" DROP CONSTRAINT "course_teachers_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "course_teachers" DROP CONSTRAINT "course_teachers_teacher_id_teachers_id_fk";
--> statement-breakpoint
ALTER TABLE "course_teachers" ADD CONSTRAINT "course_teachers_course_fk" FOREIGN KEY ("company_id","course_id") REFERENCES "public"."courses"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_teachers" ADD CONSTRAINT "course_teachers_teacher_fk" FOREIGN KEY ("company_id","teacher_id") REFERENCES "public"."teachers"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrolments" DROP CONSTRAINT "enrolments_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "enrolments" DROP CONSTRAINT "enrolments_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_course_fk" FOREIGN KEY ("company_id","course_id") REFERENCES "public"."courses"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_student_fk" FOREIGN KEY ("company_id","student_id") REFERENCES "public"."students"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "whitelist_entries" DROP CONSTRAINT "whitelist_entries_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "whitelist_entries" ADD CONSTRAINT "whitelist_entries_student_fk" FOREIGN KEY ("company_id","student_id") REFERENCES "public"."students"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "slots" DROP CONSTRAINT "slots_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "slots" DROP CONSTRAINT "slots_teacher_id_teachers_id_fk";
--> statement-breakpoint
ALTER TABLE "slots" ADD CONSTRAINT "slots_course_fk" FOREIGN KEY ("company_id","course_id") REFERENCES "public"."courses"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "slots" ADD CONSTRAINT "slots_teacher_fk" FOREIGN KEY ("company_id","teacher_id") REFERENCES "public"."teachers"("company_id","id") ON DELETE SET NULL ("teacher_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "slot_files" DROP CONSTRAINT "slot_files_slot_id_slots_id_fk";
--> statement-breakpoint
ALTER TABLE "slot_files" ADD CONSTRAINT "slot_files_slot_fk" FOREIGN KEY ("company_id","slot_id") REFERENCES "public"."slots"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendance" DROP CONSTRAINT "attendance_slot_id_slots_id_fk";
--> statement-breakpoint
ALTER TABLE "attendance" DROP CONSTRAINT "attendance_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_slot_fk" FOREIGN KEY ("company_id","slot_id") REFERENCES "public"."slots"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_student_fk" FOREIGN KEY ("company_id","student_id") REFERENCES "public"."students"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "evaluations" DROP CONSTRAINT "evaluations_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "evaluations" DROP CONSTRAINT "evaluations_slot_id_slots_id_fk";
--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_course_fk" FOREIGN KEY ("company_id","course_id") REFERENCES "public"."courses"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_slot_fk" FOREIGN KEY ("company_id","slot_id") REFERENCES "public"."slots"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "grades" DROP CONSTRAINT "grades_evaluation_id_evaluations_id_fk";
--> statement-breakpoint
ALTER TABLE "grades" DROP CONSTRAINT "grades_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_evaluation_fk" FOREIGN KEY ("company_id","evaluation_id") REFERENCES "public"."evaluations"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_student_fk" FOREIGN KEY ("company_id","student_id") REFERENCES "public"."students"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_roles_check" CHECK ("users"."roles" <@ array['superadmin', 'superadmincom', 'admin', 'teacher', 'student']::text[]);
--> statement-breakpoint
ALTER TABLE "slots" ADD CONSTRAINT "slots_mode_check" CHECK ("slots"."mode" in ('presentiel', 'distanciel', 'hybride'));
--> statement-breakpoint
ALTER TABLE "slots" ADD CONSTRAINT "slots_status_check" CHECK ("slots"."status" in ('proposed', 'validated', 'held', 'cancelled'));
--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_status_check" CHECK ("attendance"."status" in ('present', 'absent', 'late'));
--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_type_check" CHECK ("evaluations"."type" in ('devoir', 'examen', 'oral', 'projet', 'participation'));
