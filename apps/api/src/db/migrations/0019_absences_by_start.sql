ALTER TABLE "attendance" ADD COLUMN "slot_starts_at" timestamp with time zone;--> statement-breakpoint
UPDATE "attendance" SET "slot_starts_at" = "slots"."starts_at" FROM "slots" WHERE "slots"."id" = "attendance"."slot_id";--> statement-breakpoint
CREATE FUNCTION "attendance_slot_start"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "starts_at" INTO NEW."slot_starts_at" FROM "slots" WHERE "id" = NEW."slot_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "attendance_slot_start" BEFORE INSERT OR UPDATE OF "slot_id" ON "attendance"
  FOR EACH ROW EXECUTE FUNCTION "attendance_slot_start"();--> statement-breakpoint
CREATE FUNCTION "slot_start_to_attendance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "attendance" SET "slot_starts_at" = NEW."starts_at" WHERE "slot_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "slot_start_to_attendance" AFTER UPDATE OF "starts_at" ON "slots"
  FOR EACH ROW WHEN (OLD."starts_at" IS DISTINCT FROM NEW."starts_at") EXECUTE FUNCTION "slot_start_to_attendance"();--> statement-breakpoint
CREATE INDEX "attendance_absences_newest" ON "attendance" USING btree ("company_id","slot_starts_at" DESC NULLS LAST,"slot_id") WHERE "attendance"."status" in ('absent', 'late');
