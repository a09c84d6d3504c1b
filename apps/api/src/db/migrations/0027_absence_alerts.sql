CREATE TABLE "absence_alert_notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "absence_alert_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"alert_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "absence_alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "absence_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" text NOT NULL,
	"student_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"crossed_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone,
	"notified" boolean NOT NULL,
	CONSTRAINT "absence_alerts_company_key" UNIQUE("company_id","id"),
	CONSTRAINT "absence_alerts_kind_check" CHECK ("absence_alerts"."kind" in ('consecutive', 'percent'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "absence_alert_consecutive" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "absence_alert_percent" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "absence_alert_notifications" ADD CONSTRAINT "absence_alert_notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_alert_notifications" ADD CONSTRAINT "absence_alert_notifications_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_alert_notifications" ADD CONSTRAINT "absence_alert_notifications_alert_fk" FOREIGN KEY ("company_id","alert_id") REFERENCES "public"."absence_alerts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_alerts" ADD CONSTRAINT "absence_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_alerts" ADD CONSTRAINT "absence_alerts_student_fk" FOREIGN KEY ("company_id","student_id") REFERENCES "public"."students"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "absence_alert_notifications_user" ON "absence_alert_notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "absence_alert_notifications_alert" ON "absence_alert_notifications" USING btree ("alert_id");--> statement-breakpoint
CREATE UNIQUE INDEX "absence_alerts_open" ON "absence_alerts" USING btree ("company_id","student_id","kind") WHERE "absence_alerts"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "absence_alerts_student" ON "absence_alerts" USING btree ("company_id","student_id","kind","crossed_at");