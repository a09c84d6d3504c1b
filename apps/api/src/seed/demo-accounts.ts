import type { Role } from "@campus/contracts/roles";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { hashPassword } from "../platform/passwords.ts";

export const DEMO_PASSWORD = "Demo2026!";

export const DEMO_ACCOUNTS: {
  companyId: string;
  email: string;
  roles: Role[];
  firstname: string;
  lastname: string;
}[] = [
  {
    companyId: "ata",
    email: "superadmin@plateforme.example",
    roles: ["superadmin"],
    firstname: "Claire",
    lastname: "Dubois",
  },
  {
    companyId: "ata",
    email: "direction@ata.example",
    roles: ["superadmincom"],
    firstname: "Philippe",
    lastname: "Moreau",
  },
  {
    companyId: "ata",
    email: "admin@ata.example",
    roles: ["admin"],
    firstname: "Sophie",
    lastname: "Laurent",
  },
  {
    companyId: "ata",
    email: "prof@ata.example",
    roles: ["teacher"],
    firstname: "Julien",
    lastname: "Bernard",
  },
  {
    companyId: "ata",
    email: "apprenant@ata.example",
    roles: ["student"],
    firstname: "Léa",
    lastname: "Petit",
  },
  {
    companyId: "ata",
    email: "apprenant2@ata.example",
    roles: ["student"],
    firstname: "Mathis",
    lastname: "Garnier",
  },
  {
    companyId: "horizon",
    email: "direction@horizon.example",
    roles: ["superadmincom"],
    firstname: "Nathalie",
    lastname: "Girard",
  },
  {
    companyId: "horizon",
    email: "admin@horizon.example",
    roles: ["admin"],
    firstname: "Thomas",
    lastname: "Roux",
  },
  {
    companyId: "horizon",
    email: "prof@horizon.example",
    roles: ["teacher"],
    firstname: "Isabelle",
    lastname: "Fournier",
  },
  {
    companyId: "horizon",
    email: "apprenant@horizon.example",
    roles: ["student"],
    firstname: "Hugo",
    lastname: "Lambert",
  },
  {
    companyId: "horizon",
    email: "apprenant2@horizon.example",
    roles: ["student"],
    firstname: "Chloé",
    lastname: "Mercier",
  },
];

export async function seedAccounts(db: Db): Promise<void> {
  // One hash for the shared demo password keeps the seed fast; real accounts each get their own.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((account) => ({
        ...account,
        passwordHash,
        displayName: `${account.firstname} ${account.lastname}`,
        instance: "principal",
        country: "France",
      })),
    )
    .onConflictDoNothing();
}
