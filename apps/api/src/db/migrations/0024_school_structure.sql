CREATE TABLE "enrolment_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"course_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"change" text NOT NULL,
	"effective_on" date NOT NULL,
	"reason" text,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolment_changes_change" CHECK ("enrolment_changes"."change" in ('enrol', 'withdraw'))
);
--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "rncp_code" text;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "duration_hours" integer;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrolment_changes" ADD CONSTRAINT "enrolment_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_changes" ADD CONSTRAINT "enrolment_changes_course_fk" FOREIGN KEY ("company_id","course_id") REFERENCES "public"."courses"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_changes" ADD CONSTRAINT "enrolment_changes_student_fk" FOREIGN KEY ("company_id","student_id") REFERENCES "public"."students"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrolment_changes_course" ON "enrolment_changes" USING btree ("company_id","course_id","created_at");--> statement-breakpoint
CREATE INDEX "enrolment_changes_student" ON "enrolment_changes" USING btree ("company_id","student_id","created_at");