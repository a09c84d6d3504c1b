ALTER TABLE "assignment_files" DROP CONSTRAINT "assignment_files_submission_fk";
--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "slot_notifications" DROP CONSTRAINT "slot_notifications_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "chapter_reads" DROP CONSTRAINT "chapter_reads_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "time_counters" DROP CONSTRAINT "time_counters_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_company_key" UNIQUE("company_id","box_id","student_id");
--> statement-breakpoint
ALTER TABLE "assignment_files" ADD CONSTRAINT "assignment_files_submission_fk" FOREIGN KEY ("company_id","box_id","student_id") REFERENCES "public"."assignment_submissions"("company_id","box_id","student_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "slot_notifications" ADD CONSTRAINT "slot_notifications_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chapter_reads" ADD CONSTRAINT "chapter_reads_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "time_counters" ADD CONSTRAINT "time_counters_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "slot_notifications" ADD CONSTRAINT "slot_notifications_change_check" CHECK ("slot_notifications"."change" in ('created', 'moved', 'updated', 'cancelled', 'status'));
