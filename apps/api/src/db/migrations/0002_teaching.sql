CREATE TABLE "attendance" (
	"slot_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"company_id" text NOT NULL,
	"status" text NOT NULL,
	"late_minutes" integer,
	"excused" boolean DEFAULT false NOT NULL,
	"excuse_reason" text,
	"marked_by" uuid,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"excused_by" uuid,
	"excused_at" timestamp with time zone,
	CONSTRAINT "attendance_slot_id_student_id_pk" PRIMARY KEY("slot_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"course_id" uuid NOT NULL,
	"slot_id" uuid,
	"title" text NOT NULL,
	"date" date,
	"coefficient" double precision DEFAULT 1 NOT NULL,
	"scale" double precision DEFAULT 20 NOT NULL,
	"type" text DEFAULT 'devoir' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grades" (
	"evaluation_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"company_id" text NOT NULL,
	"value" double precision NOT NULL,
	"comment" text,
	"graded_by" uuid,
	"graded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grades_evaluation_id_student_id_pk" PRIMARY KEY("evaluation_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "slot_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"slot_id" uuid NOT NULL,
	"blob_key" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"course_id" uuid NOT NULL,
	"teacher_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"room" text,
	"mode" text DEFAULT 'presentiel' NOT NULL,
	"video_link" text,
	"status" text DEFAULT 'proposed' NOT NULL,
	"report" text DEFAULT '' NOT NULL,
	"homework" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_files" ADD CONSTRAINT "slot_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_files" ADD CONSTRAINT "slot_files_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slots" ADD CONSTRAINT "slots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slots" ADD CONSTRAINT "slots_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slots" ADD CONSTRAINT "slots_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_company_student" ON "attendance" USING btree ("company_id","student_id");--> statement-breakpoint
CREATE INDEX "attendance_company_status" ON "attendance" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "evaluations_course" ON "evaluations" USING btree ("course_id","date");--> statement-breakpoint
CREATE INDEX "evaluations_slot" ON "evaluations" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "grades_student" ON "grades" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "slot_files_slot" ON "slot_files" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "slots_company_start" ON "slots" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE INDEX "slots_course_start" ON "slots" USING btree ("course_id","starts_at");--> statement-breakpoint
CREATE INDEX "slots_teacher_start" ON "slots" USING btree ("teacher_id","starts_at");--> statement-breakpoint
CREATE INDEX "slots_room_start" ON "slots" USING btree ("company_id","room","starts_at");