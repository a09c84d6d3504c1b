CREATE TABLE "attendance_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" text NOT NULL,
	"slot_id" uuid NOT NULL,
	"student_id" uuid,
	"signed_by" uuid NOT NULL,
	"via" text NOT NULL,
	"png" "bytea" NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attendance_signatures_via_check" CHECK ("attendance_signatures"."via" in ('phone', 'teacher-screen', 'teacher'))
);
--> statement-breakpoint
CREATE TABLE "check_in_settings" (
	"company_id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"opens_minutes" integer DEFAULT 15 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "source" text DEFAULT 'teacher' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_signatures" ADD CONSTRAINT "attendance_signatures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_signatures" ADD CONSTRAINT "attendance_signatures_slot_fk" FOREIGN KEY ("company_id","slot_id") REFERENCES "public"."slots"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_signatures" ADD CONSTRAINT "attendance_signatures_student_fk" FOREIGN KEY ("company_id","student_id") REFERENCES "public"."students"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_settings" ADD CONSTRAINT "check_in_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_signatures_student" ON "attendance_signatures" USING btree ("slot_id","student_id") WHERE "attendance_signatures"."student_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_signatures_teacher" ON "attendance_signatures" USING btree ("slot_id") WHERE "attendance_signatures"."student_id" is null;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_source_check" CHECK ("attendance"."source" in ('teacher', 'signature'));