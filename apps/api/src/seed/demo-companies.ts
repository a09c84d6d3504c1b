import type { Db } from "../db/client.ts";
import { companies, instances } from "../db/schema/index.ts";

export const DEMO_COMPANIES = [
  {
    id: "ata",
    fullName: "ATA Formation",
    contactAddress: "12 rue de la République, 69002 Lyon",
    logoUrl: "/brand/ata.svg",
    features: {
      whitelist: false,
      writtenCourses: false,
      cohorts: false,
      enrolments: false,
      programmes: false,
    },
    style: {
      light: { primary: "#0B6E4F", secondary: "#C05621" },
      dark: { primary: "#4FD1A5", secondary: "#F6AD55" },
    },
  },
  {
    id: "horizon",
    fullName: "École Horizon",
    contactAddress: "48 boulevard Haussmann, 75009 Paris",
    logoUrl: "/brand/horizon.svg",
    features: { whitelist: true, writtenCourses: true, cohorts: false, enrolments: false, programmes: false },
    style: {
      light: { primary: "#1F4E9C", secondary: "#B83280" },
      dark: { primary: "#8AB4F8", secondary: "#F687B3" },
    },
  },
];

export async function seedCompanies(db: Db): Promise<void> {
  await db.insert(companies).values(DEMO_COMPANIES).onConflictDoNothing();
  await db
    .insert(instances)
    .values(DEMO_COMPANIES.map((c) => ({ companyId: c.id, id: "principal", name: "Site principal" })))
    .onConflictDoNothing();
}
