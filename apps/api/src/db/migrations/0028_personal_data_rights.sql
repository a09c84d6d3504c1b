CREATE TABLE "retention_runs" (
	"company_id" text NOT NULL,
	"day" date NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"summary" jsonb,
	CONSTRAINT "retention_runs_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "student_erasures" (
	"company_id" text NOT NULL,
	"student_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"erased_by" uuid,
	"erased_at" timestamp with time zone NOT NULL,
	"blob_keys" text[] NOT NULL,
	"blobs_removed_at" timestamp with time zone,
	CONSTRAINT "student_erasures_company_id_student_id_pk" PRIMARY KEY("company_id","student_id"),
	CONSTRAINT "student_erasures_number" UNIQUE("company_id","number")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "retention_former_student_years" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "retention_unverified_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "retention_sign_in_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "retention_live_event_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "retention_runs" ADD CONSTRAINT "retention_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_erasures" ADD CONSTRAINT "student_erasures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_erasures" ADD CONSTRAINT "student_erasures_student_fk" FOREIGN KEY ("company_id","student_id") REFERENCES "public"."students"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_erasures_pending" ON "student_erasures" USING btree ("company_id") WHERE "student_erasures"."blobs_removed_at" is null;