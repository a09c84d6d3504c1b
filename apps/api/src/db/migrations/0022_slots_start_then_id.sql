DROP INDEX "slots_company_start";--> statement-breakpoint
CREATE INDEX "slots_company_start" ON "slots" USING btree ("company_id","starts_at","id");