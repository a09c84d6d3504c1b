import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  cohorts,
  levels,
  programmeLevels,
  programmes,
  students,
  teachers,
  tracks,
  users,
  whitelistEntries,
} from "../db/schema/index.ts";
import { flushStudentSearchIndex } from "../modules/students/students.service.ts";
import { searchKey } from "../platform/search.ts";
import { demoId, pick, seededRandom } from "./demo-random.ts";

/** Demo students per company (the demo student account included; the second demo student comes on top). */
export const DEMO_STUDENTS_PER_COMPANY = 300;
/** Demo teachers per company (the demo teacher account included). */
export const DEMO_TEACHERS_PER_COMPANY = 12;

interface ProgrammeSeed {
  code: string;
  name: string;
  /** The levels the programme is taught at (labels of LEVELS); each cohort's level is one of them. */
  levels: string[];
  tracks: string[];
  /** Cohorts: name, start and end (yyyy-MM-dd), and the level their students are in this year. */
  cohorts: { name: string; start: string; end: string; level: string }[];
}

interface SchoolSeed {
  studentPrefix: string;
  emailDomain: string;
  postalCodes: string[];
  cities: string[];
  programmes: ProgrammeSeed[];
}

const LEVELS = ["1re année", "2e année", "3e année"];

const SCHOOLS: Record<string, SchoolSeed> = {
  ata: {
    studentPrefix: "ATA-2026-",
    emailDomain: "etu.ata.example",
    postalCodes: ["69001", "69002", "69003", "69006", "69007", "69008", "69100", "69200", "69300", "69500"],
    cities: ["Lyon", "Villeurbanne", "Vénissieux", "Caluire-et-Cuire", "Bron"],
    programmes: [
      {
        code: "BTS-MCO",
        name: "BTS Management Commercial Opérationnel",
        levels: ["1re année", "2e année"],
        tracks: ["Alternance", "Formation initiale"],
        cohorts: [
          { name: "BTS MCO 2025-2027", start: "2025-09-01", end: "2027-06-30", level: "2e année" },
          { name: "BTS MCO 2026-2028", start: "2026-09-07", end: "2028-06-30", level: "1re année" },
        ],
      },
      {
        code: "BTS-NDRC",
        name: "BTS Négociation et Digitalisation de la Relation Client",
        levels: ["1re année", "2e année"],
        tracks: ["Alternance"],
        cohorts: [{ name: "BTS NDRC 2026-2028", start: "2026-09-07", end: "2028-06-30", level: "1re année" }],
      },
      {
        code: "TP-DWWM",
        name: "Titre Professionnel Développeur Web et Web Mobile",
        levels: ["1re année"],
        tracks: ["Front-end", "Back-end"],
        cohorts: [{ name: "TP DWWM 2026-2027", start: "2026-09-14", end: "2027-07-09", level: "1re année" }],
      },
      {
        code: "BACH-RH",
        name: "Bachelor Ressources Humaines",
        levels: ["3e année"],
        tracks: ["Développement RH", "Paie et administration du personnel"],
        cohorts: [
          { name: "Bachelor RH 2026-2027", start: "2026-09-21", end: "2027-07-02", level: "3e année" },
        ],
      },
    ],
  },
  horizon: {
    studentPrefix: "HOR-2026-",
    emailDomain: "etu.horizon.example",
    postalCodes: ["75009", "75010", "75011", "75012", "75015", "75017", "75018", "75019", "75020", "93100"],
    cities: ["Paris", "Montreuil", "Saint-Denis", "Boulogne-Billancourt", "Vincennes"],
    programmes: [
      {
        code: "BTS-SIO",
        name: "BTS Services Informatiques aux Organisations",
        levels: ["1re année", "2e année"],
        tracks: ["SISR (réseaux)", "SLAM (développement)"],
        cohorts: [
          { name: "BTS SIO 2025-2027", start: "2025-09-01", end: "2027-06-30", level: "2e année" },
          { name: "BTS SIO 2026-2028", start: "2026-09-07", end: "2028-06-30", level: "1re année" },
        ],
      },
      {
        code: "BTS-CG",
        name: "BTS Comptabilité et Gestion",
        levels: ["1re année", "2e année"],
        tracks: ["Alternance"],
        cohorts: [{ name: "BTS CG 2026-2028", start: "2026-09-07", end: "2028-06-30", level: "1re année" }],
      },
      {
        code: "BACH-MKT",
        name: "Bachelor Marketing Digital",
        levels: ["3e année"],
        tracks: ["E-commerce", "Communication"],
        cohorts: [
          { name: "Bachelor Marketing 2026-2027", start: "2026-09-21", end: "2027-07-02", level: "3e année" },
        ],
      },
    ],
  },
};

const FIRST_NAMES = [
  "Emma",
  "Louise",
  "Jade",
  "Alice",
  "Chloé",
  "Lina",
  "Mila",
  "Léa",
  "Manon",
  "Rose",
  "Anna",
  "Inès",
  "Camille",
  "Lola",
  "Ambre",
  "Léna",
  "Zoé",
  "Juliette",
  "Julia",
  "Lucie",
  "Sarah",
  "Clara",
  "Eva",
  "Nina",
  "Gabriel",
  "Léo",
  "Raphaël",
  "Arthur",
  "Louis",
  "Jules",
  "Adam",
  "Maël",
  "Lucas",
  "Hugo",
  "Noah",
  "Liam",
  "Sacha",
  "Mohamed",
  "Gabin",
  "Nathan",
  "Aaron",
  "Tom",
  "Théo",
  "Ethan",
  "Paul",
  "Yanis",
  "Nolan",
  "Enzo",
  "Mathis",
  "Timéo",
  "Samuel",
  "Axel",
  "Baptiste",
  "Maxime",
  "Antoine",
  "Victor",
  "Clément",
  "Romain",
  "Yasmine",
  "Aïcha",
  "Mathilde",
  "Océane",
  "Margaux",
  "Pauline",
  "Élise",
  "Anaïs",
] as const;

/** Common French surnames, most common first (the measure scripts name their students with them too). */
export const LAST_NAMES = [
  "Martin",
  "Bernard",
  "Thomas",
  "Petit",
  "Robert",
  "Richard",
  "Durand",
  "Dubois",
  "Moreau",
  "Laurent",
  "Simon",
  "Michel",
  "Lefebvre",
  "Leroy",
  "Roux",
  "David",
  "Bertrand",
  "Morel",
  "Fournier",
  "Girard",
  "Bonnet",
  "Dupont",
  "Lambert",
  "Fontaine",
  "Rousseau",
  "Vincent",
  "Muller",
  "Lefèvre",
  "Faure",
  "André",
  "Mercier",
  "Blanc",
  "Guérin",
  "Boyer",
  "Garnier",
  "Chevalier",
  "François",
  "Legrand",
  "Gauthier",
  "Garcia",
  "Perrin",
  "Robin",
  "Clément",
  "Morin",
  "Nicolas",
  "Henry",
  "Roussel",
  "Mathieu",
  "Gautier",
  "Masson",
  "Marchand",
  "Duval",
  "Denis",
  "Dumont",
  "Marie",
  "Lemaire",
  "Noël",
  "Meyer",
  "Dufour",
  "Meunier",
  "Brun",
  "Blanchard",
  "Giraud",
  "Joly",
  "Rivière",
  "Lucas",
  "Brunet",
  "Gaillard",
  "Barbier",
  "Arnaud",
  "Nguyen",
  "Benali",
  "Haddad",
  "Diallo",
  "Traoré",
  "Da Silva",
  "Ferreira",
  "Lopez",
  "Martinez",
  "Rossi",
] as const;

const STREETS = [
  "rue Victor Hugo",
  "avenue Jean Jaurès",
  "rue de la République",
  "boulevard Voltaire",
  "rue Pasteur",
  "rue du Général de Gaulle",
  "place de la Mairie",
  "rue des Lilas",
  "allée des Tilleuls",
  "rue Émile Zola",
  "chemin des Vignes",
  "rue Jules Ferry",
  "impasse des Acacias",
  "cours Gambetta",
  "rue Paul Bert",
] as const;

const SPECIALITIES = [
  "Marketing et communication",
  "Droit des affaires",
  "Anglais professionnel",
  "Développement web",
  "Gestion des ressources humaines",
  "Comptabilité et fiscalité",
  "Économie",
  "Management d'équipe",
  "Bases de données",
  "Culture générale et expression",
  "Mathématiques appliquées",
  "Négociation commerciale",
] as const;

const NOTES = [
  "Contrat d'apprentissage",
  "Contrat de professionnalisation",
  "Formation initiale",
  "Reconversion",
];
const COMMENTS = [
  "Dossier complet",
  "Aménagement d'examen : tiers-temps",
  "Entreprise d'accueil à confirmer",
  "Arrivée en cours d'année",
];

/** Lower-case ASCII for an e-mail's local part. */
const emailPart = (text: string) =>
  searchKey(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

async function seedReferenceData(db: Db, companyId: string, school: SchoolSeed) {
  await db
    .insert(levels)
    .values(
      LEVELS.map((label, index) => ({
        id: demoId(companyId, "level", label),
        companyId,
        label,
        position: index + 1,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(programmes)
    .values(
      school.programmes.map((p) => ({
        id: demoId(companyId, "programme", p.code),
        companyId,
        code: p.code,
        name: p.name,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(tracks)
    .values(
      school.programmes.flatMap((p) =>
        p.tracks.map((name) => ({
          id: demoId(companyId, "track", p.code, name),
          companyId,
          programmeId: demoId(companyId, "programme", p.code),
          name,
        })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(cohorts)
    .values(
      school.programmes.flatMap((p) =>
        p.cohorts.map((c) => ({
          id: demoId(companyId, "cohort", c.name),
          companyId,
          programmeId: demoId(companyId, "programme", p.code),
          name: c.name,
          startDate: c.start,
          endDate: c.end,
        })),
      ),
    )
    .onConflictDoNothing();
  // Ids of the rows as they are in the database (an older seed may have created them with other ids).
  const [levelRows, programmeRows, cohortRows, trackRows] = await Promise.all([
    db.select().from(levels).where(eq(levels.companyId, companyId)),
    db.select().from(programmes).where(eq(programmes.companyId, companyId)),
    db.select().from(cohorts).where(eq(cohorts.companyId, companyId)),
    db.select().from(tracks).where(eq(tracks.companyId, companyId)),
  ]);
  const programmeLevelRows = school.programmes.flatMap((p) => {
    const programmeId = programmeRows.find((row) => row.code === p.code)?.id;
    return p.levels.flatMap((label) => {
      const levelId = levelRows.find((row) => row.label === label)?.id;
      return programmeId && levelId ? [{ companyId, programmeId, levelId }] : [];
    });
  });
  if (programmeLevelRows.length > 0) {
    await db.insert(programmeLevels).values(programmeLevelRows).onConflictDoNothing();
  }
  return {
    levelId: (label: string) => levelRows.find((l) => l.label === label)?.id ?? null,
    programmeId: (code: string) => programmeRows.find((p) => p.code === code)?.id ?? null,
    cohortId: (name: string) => cohortRows.find((c) => c.name === name)?.id ?? null,
    trackIds: (programmeId: string | null) =>
      trackRows.filter((t) => t.programmeId === programmeId).map((t) => t.id),
  };
}

async function demoUser(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

async function seedTeachers(db: Db, companyId: string): Promise<void> {
  const random = seededRandom(`teachers:${companyId}`);
  const account = await demoUser(db, `prof@${companyId}.example`);
  const rows: (typeof teachers.$inferInsert)[] = [];
  const usedEmails = new Set<string>();
  if (account) {
    rows.push({
      id: demoId(companyId, "teacher", "demo"),
      companyId,
      userId: account.id,
      externalId: `${companyId.toUpperCase()}-P-001`,
      firstname: account.firstname,
      lastname: account.lastname,
      email: `prof@${companyId}.example`,
      phone: companyId === "ata" ? "04 72 10 20 30" : "01 42 10 20 30",
      speciality: SPECIALITIES[0],
    });
  }
  for (let n = rows.length + 1; rows.length < DEMO_TEACHERS_PER_COMPANY; n++) {
    const firstname = pick(random, FIRST_NAMES);
    const lastname = pick(random, LAST_NAMES);
    const email = `${emailPart(firstname)}.${emailPart(lastname)}@${companyId}.example`;
    if (usedEmails.has(email)) continue;
    usedEmails.add(email);
    rows.push({
      id: demoId(companyId, "teacher", String(n)),
      companyId,
      externalId: `${companyId.toUpperCase()}-P-${String(n).padStart(3, "0")}`,
      firstname,
      lastname,
      email,
      phone: `06 ${String(10 + Math.floor(random() * 89))} ${String(10 + Math.floor(random() * 89))} ${String(10 + Math.floor(random() * 89))} ${String(10 + Math.floor(random() * 89))}`,
      speciality: SPECIALITIES[(n - 1) % SPECIALITIES.length],
    });
  }
  await db
    .insert(teachers)
    .values(
      rows.map((row) => ({
        ...row,
        searchText: searchKey(row.firstname, row.lastname, row.email, row.externalId),
      })),
    )
    .onConflictDoNothing();
}

async function seedStudents(
  db: Db,
  companyId: string,
  school: SchoolSeed,
  refs: Awaited<ReturnType<typeof seedReferenceData>>,
): Promise<void> {
  const random = seededRandom(`students:${companyId}`);
  const account = await demoUser(db, `apprenant@${companyId}.example`);
  const placements = school.programmes.flatMap((p) =>
    p.cohorts.map((c) => ({
      programmeId: refs.programmeId(p.code),
      cohortId: refs.cohortId(c.name),
      levelId: refs.levelId(c.level),
    })),
  );
  const usedEmails = new Set<string>();
  const rows: (typeof students.$inferInsert)[] = [];
  for (let n = 1; n <= DEMO_STUDENTS_PER_COMPANY; n++) {
    const isDemo = n === 1 && account !== undefined;
    const firstname = isDemo ? account.firstname : pick(random, FIRST_NAMES);
    const lastname = isDemo ? account.lastname : pick(random, LAST_NAMES);
    let email = isDemo
      ? `apprenant@${companyId}.example`
      : `${emailPart(firstname)}.${emailPart(lastname)}@${school.emailDomain}`;
    for (let k = 2; usedEmails.has(email); k++) {
      email = `${emailPart(firstname)}.${emailPart(lastname)}${k}@${school.emailDomain}`;
    }
    usedEmails.add(email);
    const placement = placements[(n - 1) % placements.length] ?? placements[0];
    const trackIds = refs.trackIds(placement?.programmeId ?? null);
    const studentNumber = `${school.studentPrefix}${String(n).padStart(4, "0")}`;
    const usageName = !isDemo && random() < 0.05 ? pick(random, LAST_NAMES) : null;
    const postalCode = pick(random, school.postalCodes);
    rows.push({
      id: demoId(companyId, "student", studentNumber),
      companyId,
      userId: isDemo ? account.id : null,
      studentNumber,
      usageName,
      firstname,
      lastname,
      email,
      postalAddress: `${1 + Math.floor(random() * 120)} ${pick(random, STREETS)}`,
      postalCode,
      programmeId: placement?.programmeId ?? null,
      levelId: placement?.levelId ?? null,
      cohortId: placement?.cohortId ?? null,
      trackId: trackIds.length > 0 ? pick(random, trackIds) : null,
      // The demo student may sign in when the whitelist is on.
      presentiel: isDemo || random() < 0.3,
      note: random() < 0.6 ? pick(random, NOTES) : null,
      comment: random() < 0.15 ? pick(random, COMMENTS) : null,
      searchText: searchKey(firstname, lastname, usageName, email, studentNumber),
    });
  }
  // The second demo student: a classmate of the first (same programme, cohort and level, hence the
  // same courses), with an account, so that an announcement reaches two people who can sign in.
  const classmate = await demoUser(db, `apprenant2@${companyId}.example`);
  const demoPlacement = placements[0];
  if (classmate) {
    const studentNumber = `${school.studentPrefix}${String(DEMO_STUDENTS_PER_COMPANY + 1).padStart(4, "0")}`;
    const email = `apprenant2@${companyId}.example`;
    const trackIds = refs.trackIds(demoPlacement?.programmeId ?? null);
    rows.push({
      id: demoId(companyId, "student", studentNumber),
      companyId,
      userId: classmate.id,
      studentNumber,
      firstname: classmate.firstname,
      lastname: classmate.lastname,
      email,
      postalAddress: `${1 + Math.floor(random() * 120)} ${pick(random, STREETS)}`,
      postalCode: pick(random, school.postalCodes),
      programmeId: demoPlacement?.programmeId ?? null,
      levelId: demoPlacement?.levelId ?? null,
      cohortId: demoPlacement?.cohortId ?? null,
      trackId: trackIds[0] ?? null,
      presentiel: true,
      searchText: searchKey(classmate.firstname, classmate.lastname, email, studentNumber),
    });
  }
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insert(students)
      .values(rows.slice(start, start + 200))
      .onConflictDoNothing();
  }
}

/** A few distance-learning students of horizon listed in its whitelist. */
async function seedWhitelist(db: Db, companyId: string, count: number): Promise<void> {
  const candidates = await db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        eq(students.companyId, companyId),
        eq(students.presentiel, false),
        inArray(
          students.id,
          Array.from({ length: 60 }, (_, i) =>
            demoId(
              companyId,
              "student",
              `${SCHOOLS[companyId]?.studentPrefix}${String(i + 2).padStart(4, "0")}`,
            ),
          ),
        ),
      ),
    )
    .orderBy(asc(students.studentNumber))
    .limit(count);
  if (candidates.length === 0) return;
  await db
    .insert(whitelistEntries)
    .values(candidates.map((c) => ({ companyId, studentId: c.id })))
    .onConflictDoNothing();
}

/**
 * The school data of both demo companies: programmes, levels, cohorts, tracks, teachers (the demo
 * teacher linked to its account) and students (the two demo students linked to their accounts).
 */
export async function seedSchool(db: Db): Promise<void> {
  for (const [companyId, school] of Object.entries(SCHOOLS)) {
    const refs = await seedReferenceData(db, companyId, school);
    await seedTeachers(db, companyId);
    await seedStudents(db, companyId, school, refs);
  }
  await seedWhitelist(db, "horizon", 8);
  await flushStudentSearchIndex(db);
}
