CREATE TABLE "assignment_boxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"course_id" uuid NOT NULL,
	"slot_id" uuid,
	"evaluation_id" uuid,
	"title" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"allow_late" boolean DEFAULT true NOT NULL,
	"accepted_kinds" text[] NOT NULL,
	"max_file_bytes" integer NOT NULL,
	"max_files" integer NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_boxes_company_key" UNIQUE("company_id","id"),
	CONSTRAINT "assignment_boxes_kinds_check" CHECK ("assignment_boxes"."accepted_kinds" <@ array['pdf', 'image', 'office', 'text', 'zip']::text[])
);
--> statement-breakpoint
CREATE TABLE "assignment_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"box_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"role" text DEFAULT 'submission' NOT NULL,
	"upload_id" text,
	"blob_key" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_files_upload" UNIQUE("box_id","student_id","upload_id"),
	CONSTRAINT "assignment_files_role_check" CHECK ("assignment_files"."role" in ('submission', 'feedback'))
);
--> statement-breakpoint
CREATE TABLE "assignment_submissions" (
	"box_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"company_id" text NOT NULL,
	"submitted_at" timestamp with time zone,
	"extended_due_at" timestamp with time zone,
	"feedback_comment" text,
	"grade" double precision,
	"graded_at" timestamp with time zone,
	"graded_by" uuid,
	CONSTRAINT "assignment_submissions_box_id_student_id_pk" PRIMARY KEY("box_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "assignment_boxes" ADD CONSTRAINT "assignment_boxes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_boxes" ADD CONSTRAINT "assignment_boxes_course_fk" FOREIGN KEY ("company_id","course_id") REFERENCES "public"."courses"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_boxes" ADD CONSTRAINT "assignment_boxes_slot_fk" FOREIGN KEY ("company_id","slot_id") REFERENCES "public"."slots"("company_id","id") ON DELETE set null ("slot_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_boxes" ADD CONSTRAINT "assignment_boxes_evaluation_fk" FOREIGN KEY ("company_id","evaluation_id") REFERENCES "public"."evaluations"("company_id","id") ON DELETE set null ("evaluation_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_files" ADD CONSTRAINT "assignment_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_files" ADD CONSTRAINT "assignment_files_submission_fk" FOREIGN KEY ("box_id","student_id") REFERENCES "public"."assignment_submissions"("box_id","student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_box_fk" FOREIGN KEY ("company_id","box_id") REFERENCES "public"."assignment_boxes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_student_fk" FOREIGN KEY ("company_id","student_id") REFERENCES "public"."students"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_boxes_course_due" ON "assignment_boxes" USING btree ("company_id","course_id","due_at");--> statement-breakpoint
CREATE INDEX "assignment_boxes_company_due" ON "assignment_boxes" USING btree ("company_id","due_at");--> statement-breakpoint
CREATE INDEX "assignment_files_box_student" ON "assignment_files" USING btree ("box_id","student_id","created_at");--> statement-breakpoint
CREATE INDEX "assignment_submissions_student" ON "assignment_submissions" USING btree ("company_id","student_id");