CREATE SEQUENCE "public"."calendar_versions_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "calendar_versions" (
	"company_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT nextval('calendar_versions_seq') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_versions" ADD CONSTRAINT "calendar_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "calendar_versions" ("company_id") SELECT "id" FROM "companies";--> statement-breakpoint
CREATE FUNCTION "calendar_version_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "calendar_versions" ("company_id") VALUES (NEW."id") ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "calendar_version_row" AFTER INSERT ON "companies"
  FOR EACH ROW EXECUTE FUNCTION "calendar_version_row"();--> statement-breakpoint
-- One new version per statement and company (transition tables): an import of 1,000 slots is one.
-- An update only: a company being deleted has lost its row, and its cascaded slots change nothing.
CREATE FUNCTION "bump_calendar_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "calendar_versions" SET "version" = nextval('calendar_versions_seq')
    WHERE "company_id" IN (SELECT DISTINCT "company_id" FROM "changed");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "slots_inserted_calendar_version" AFTER INSERT ON "slots"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();--> statement-breakpoint
CREATE TRIGGER "slots_updated_calendar_version" AFTER UPDATE ON "slots"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();--> statement-breakpoint
CREATE TRIGGER "slots_deleted_calendar_version" AFTER DELETE ON "slots"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();--> statement-breakpoint
CREATE TRIGGER "courses_updated_calendar_version" AFTER UPDATE ON "courses"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();--> statement-breakpoint
CREATE TRIGGER "teachers_updated_calendar_version" AFTER UPDATE ON "teachers"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();
