ALTER TABLE "assignment_files" ADD COLUMN "missing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slot_files" ADD COLUMN "missing_since" timestamp with time zone;