CREATE TABLE "mark_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"kind" text NOT NULL,
	"student_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"evaluation_id" uuid,
	"slot_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"author_id" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text,
	CONSTRAINT "mark_changes_kind_check" CHECK ("mark_changes"."kind" in ('grade', 'attendance')),
	CONSTRAINT "mark_changes_target_check" CHECK (("mark_changes"."kind" = 'grade' and "mark_changes"."evaluation_id" is not null) or ("mark_changes"."kind" = 'attendance' and "mark_changes"."slot_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "mark_changes" ADD CONSTRAINT "mark_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mark_changes_company_time" ON "mark_changes" USING btree ("company_id","changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mark_changes_company_student" ON "mark_changes" USING btree ("company_id","student_id","changed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mark_changes_company_course" ON "mark_changes" USING btree ("company_id","course_id","changed_at" DESC NULLS LAST);