-- The levels a programme is taught at, so that a course's level can be checked against its programme.
-- drizzle-kit's output, then the existing data is brought in by hand (last statement): each programme
-- offers the levels its students and courses are already at, so that no existing course or student leaves
-- its programme's levels; a programme that places nobody at any level yet offers all its company's levels
-- (an administrator narrows them later), rather than none.
CREATE TABLE "programme_levels" (
	"company_id" text NOT NULL,
	"programme_id" uuid NOT NULL,
	"level_id" uuid NOT NULL,
	CONSTRAINT "programme_levels_programme_id_level_id_pk" PRIMARY KEY("programme_id","level_id")
);
--> statement-breakpoint
ALTER TABLE "programme_levels" ADD CONSTRAINT "programme_levels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_levels" ADD CONSTRAINT "programme_levels_programme_fk" FOREIGN KEY ("company_id","programme_id") REFERENCES "public"."programmes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_levels" ADD CONSTRAINT "programme_levels_level_fk" FOREIGN KEY ("company_id","level_id") REFERENCES "public"."levels"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programme_levels_level" ON "programme_levels" USING btree ("level_id");
--> statement-breakpoint
INSERT INTO "programme_levels" ("company_id", "programme_id", "level_id")
SELECT "company_id", "programme_id", "level_id" FROM "students"
WHERE "programme_id" IS NOT NULL AND "level_id" IS NOT NULL
UNION
SELECT "company_id", "programme_id", "level_id" FROM "courses"
WHERE "programme_id" IS NOT NULL AND "level_id" IS NOT NULL
UNION
SELECT p."company_id", p."id", l."id" FROM "programmes" p
JOIN "levels" l ON l."company_id" = p."company_id"
WHERE NOT EXISTS (
  SELECT 1 FROM "students" s WHERE s."programme_id" = p."id" AND s."level_id" IS NOT NULL
) AND NOT EXISTS (
  SELECT 1 FROM "courses" c WHERE c."programme_id" = p."id" AND c."level_id" IS NOT NULL
)
ON CONFLICT DO NOTHING;
