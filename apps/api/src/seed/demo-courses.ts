import { and, asc, eq, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db, Executor } from "../db/client.ts";
import {
  cohorts,
  courses,
  courseTeachers,
  enrolments,
  levels,
  programmes,
  students,
  teachers,
} from "../db/schema/index.ts";
import { seededRandom } from "./demo-random.ts";

/** The demo companies that get courses; each needs the school data of `seedSchool` first. */
export const DEMO_COURSE_COMPANIES = ["ata", "horizon"] as const;
export const DEMO_COURSES_PER_COMPANY = 20;

interface Topic {
  title: string;
  thematicTitle: string;
  description: string;
}

/** Course topics by field, picked by matching the programme's name. */
const TOPIC_POOLS: { keywords: RegExp; topics: Topic[] }[] = [
  {
    keywords: /commerc|vente|n[ée]goci|marketing|ndrc|mco|relation client|manag/i,
    topics: [
      {
        title: "Négociation commerciale",
        thematicTitle: "Conduire un entretien de vente et traiter les objections",
        description: "Préparation, découverte des besoins, argumentation et conclusion d'une vente complexe.",
      },
      {
        title: "Marketing digital",
        thematicTitle: "Construire une stratégie d'acquisition sur les réseaux sociaux",
        description: "Personas, contenus, campagnes payantes et mesure de la performance.",
      },
      {
        title: "Relation client omnicanale",
        thematicTitle: "Fidéliser le client du magasin au site web",
        description: "Parcours client, outils CRM et qualité de service sur tous les canaux.",
      },
      {
        title: "Prospection et développement commercial",
        thematicTitle: "Organiser une campagne de prospection B2B",
        description: "Ciblage, fichiers, prise de rendez-vous et suivi des opportunités.",
      },
      {
        title: "Animation de l'offre commerciale",
        thematicTitle: "Merchandising et promotion sur le point de vente",
        description: "Implantation, opérations promotionnelles et analyse des ventes.",
      },
      {
        title: "Management d'équipe commerciale",
        thematicTitle: "Fixer des objectifs et animer une équipe de vente",
        description: "Recrutement, motivation, entretiens individuels et tableaux de bord.",
      },
    ],
  },
  {
    keywords: /gestion|compta|financ|pme|paie|contr[ôo]le/i,
    topics: [
      {
        title: "Comptabilité générale",
        thematicTitle: "Du journal aux comptes annuels",
        description: "Enregistrement des opérations courantes, travaux d'inventaire et bilan.",
      },
      {
        title: "Contrôle de gestion",
        thematicTitle: "Calcul des coûts et pilotage budgétaire",
        description: "Coûts complets, seuil de rentabilité, budgets et analyse des écarts.",
      },
      {
        title: "Gestion de la paie",
        thematicTitle: "Établir un bulletin de salaire conforme",
        description: "Éléments du salaire, cotisations sociales et déclarations (DSN).",
      },
      {
        title: "Fiscalité des entreprises",
        thematicTitle: "TVA, impôt sur les sociétés et obligations déclaratives",
        description: "Mécanismes de la TVA, résultat fiscal et calendrier des déclarations.",
      },
      {
        title: "Analyse financière",
        thematicTitle: "Lire et interpréter les états financiers",
        description: "Soldes intermédiaires de gestion, capacité d'autofinancement et ratios.",
      },
    ],
  },
  {
    keywords: /informati|num[ée]rique|d[ée]velopp|\bweb\b|\bsio\b|r[ée]seau|data|logiciel|cyber/i,
    topics: [
      {
        title: "Développement web",
        thematicTitle: "Concevoir une application avec React et une API REST",
        description: "Composants, état, appels HTTP et bonnes pratiques d'accessibilité.",
      },
      {
        title: "Bases de données",
        thematicTitle: "Modéliser et interroger une base PostgreSQL",
        description: "Modèle relationnel, normalisation, requêtes SQL et index.",
      },
      {
        title: "Algorithmique et programmation",
        thematicTitle: "Structures de données et complexité",
        description: "Tableaux, listes, arbres, tris et raisonnement sur les algorithmes.",
      },
      {
        title: "Administration des réseaux",
        thematicTitle: "Configurer et sécuriser un réseau d'entreprise",
        description: "Adressage IP, routage, VLAN, pare-feu et supervision.",
      },
      {
        title: "Cybersécurité",
        thematicTitle: "Identifier les menaces et protéger un système d'information",
        description: "Analyse de risques, durcissement, gestion des accès et réponse à incident.",
      },
      {
        title: "Gestion de projet agile",
        thematicTitle: "Piloter un projet avec Scrum",
        description: "Backlog, sprints, cérémonies et indicateurs d'avancement.",
      },
    ],
  },
  {
    keywords: /ressources humaines|\brh\b|social|paie|travail/i,
    topics: [
      {
        title: "Droit du travail",
        thematicTitle: "Contrat de travail, durée du travail et rupture",
        description:
          "Formation et exécution du contrat, temps de travail, licenciement et rupture conventionnelle.",
      },
      {
        title: "Gestion des ressources humaines",
        thematicTitle: "Recruter, intégrer et développer les compétences",
        description:
          "Processus de recrutement, entretien professionnel et plan de développement des compétences.",
      },
    ],
  },
  {
    keywords: /sant[ée]|sanitaire|soin|m[ée]dic/i,
    topics: [
      {
        title: "Santé et sécurité au travail",
        thematicTitle: "Prévenir les risques professionnels",
        description: "Document unique, gestes et postures, premiers secours.",
      },
      {
        title: "Accompagnement de la personne",
        thematicTitle: "Communication bienveillante et éthique du soin",
        description: "Écoute active, respect de l'intimité et secret professionnel.",
      },
    ],
  },
];

/** Topics any programme may have. */
const GENERAL_TOPICS: Topic[] = [
  {
    title: "Anglais professionnel",
    thematicTitle: "Communiquer à l'oral et à l'écrit en contexte professionnel",
    description: "Réunions, appels, e-mails et présentation d'un projet en anglais.",
  },
  {
    title: "Culture générale et expression",
    thematicTitle: "Argumenter et synthétiser des documents",
    description: "Synthèse de documents, écriture personnelle et prise de parole.",
  },
  {
    title: "Communication professionnelle",
    thematicTitle: "Rédiger et présenter avec impact",
    description: "Écrits professionnels, supports visuels et prise de parole en public.",
  },
  {
    title: "Culture économique, juridique et managériale",
    thematicTitle: "Comprendre l'entreprise dans son environnement",
    description: "Marchés, contrats, responsabilité et choix stratégiques des organisations.",
  },
  {
    title: "Mathématiques appliquées",
    thematicTitle: "Statistiques et probabilités pour la décision",
    description: "Séries statistiques, pourcentages, lois de probabilité et tableur.",
  },
  {
    title: "Projet professionnel",
    thematicTitle: "Construire son parcours et préparer l'examen",
    description: "Bilan de compétences, portfolio et préparation aux épreuves orales.",
  },
  {
    title: "Méthodologie du mémoire",
    thematicTitle: "Problématiser, rechercher et rédiger",
    description: "Choix du sujet, recherche documentaire, plan et normes de rédaction.",
  },
  {
    title: "Bureautique avancée",
    thematicTitle: "Tableaux croisés dynamiques et automatisation",
    description: "Fonctions avancées du tableur, publipostage et modèles de documents.",
  },
  {
    title: "Droit des contrats",
    thematicTitle: "Formation, exécution et inexécution du contrat",
    description: "Conditions de validité, clauses usuelles et responsabilité contractuelle.",
  },
  {
    title: "Économie générale",
    thematicTitle: "Croissance, emploi et politiques économiques",
    description: "Indicateurs macroéconomiques, marché du travail et rôle de l'État.",
  },
  {
    title: "Éthique et responsabilité sociétale",
    thematicTitle: "RSE et développement durable en entreprise",
    description: "Enjeux environnementaux et sociaux, parties prenantes et reporting.",
  },
  {
    title: "Techniques de recherche d'emploi",
    thematicTitle: "CV, lettre de motivation et entretien d'embauche",
    description: "Valoriser son expérience, réseaux professionnels et simulation d'entretien.",
  },
];

const PLANNED_HOURS = [14, 21, 28, 35, 42, 56, 70];

type SchoolTable = typeof programmes | typeof levels | typeof cohorts | typeof teachers | typeof students;

async function loadSchool(db: Executor, companyId: string) {
  /** The ids and the given columns of one table's rows of the company. */
  const companyRows = <F extends { [K in keyof F]: PgColumn }>(table: SchoolTable, columns: F) =>
    db
      .select({ id: table.id, ...columns })
      .from(table)
      .where(eq(table.companyId, companyId));
  const [programmeRows, levelRows, cohortRows, teacherRows, studentRows] = await Promise.all([
    companyRows(programmes, { name: programmes.name }).orderBy(asc(programmes.code)),
    companyRows(levels, { label: levels.label }).orderBy(asc(levels.position), asc(levels.label)),
    companyRows(cohorts, { name: cohorts.name, programmeId: cohorts.programmeId }).orderBy(asc(cohorts.name)),
    companyRows(teachers, { email: teachers.email }).orderBy(
      asc(teachers.lastname),
      asc(teachers.firstname),
      asc(teachers.email),
    ),
    companyRows(students, {
      email: students.email,
      cohortId: students.cohortId,
      levelId: students.levelId,
      programmeId: students.programmeId,
    }).orderBy(asc(students.studentNumber)),
  ]);
  return { programmeRows, levelRows, cohortRows, teacherRows, studentRows };
}

interface PlannedCourse {
  title: string;
  thematicTitle: string;
  description: string;
  programmeId: string | null;
  levelId: string | null;
  cohortId: string | null;
  plannedHours: number;
  archived: boolean;
  teacherIds: string[];
}

/** The most frequent non-null value, ties broken by first appearance. */
function mostFrequent(values: (string | null)[]): string | null {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | null = null;
  for (const [value, n] of counts) if (best === null || n > (counts.get(best) ?? 0)) best = value;
  return best;
}

/** Seeds the courses of one company; skipped when it already has courses or has no school data yet. */
async function seedCompanyCourses(db: Db, companyId: string): Promise<void> {
  const [existing] = await db
    .select({ n: sql<number>`count(*)` })
    .from(courses)
    .where(eq(courses.companyId, companyId));
  if (Number(existing?.n ?? 0) > 0) return;
  const school = await loadSchool(db, companyId);
  const { programmeRows, levelRows, cohortRows, teacherRows, studentRows } = school;
  if (cohortRows.length === 0 || teacherRows.length === 0 || studentRows.length === 0) return;

  const random = seededRandom(`courses:${companyId}`);
  const demoTeacher = teacherRows.find((t) => t.email.toLowerCase() === `prof@${companyId}.example`);
  const demoStudent = studentRows.find((s) => s.email.toLowerCase() === `apprenant@${companyId}.example`);
  const otherTeachers = teacherRows.filter((t) => t !== demoTeacher);
  const levelOrder = new Map(levelRows.map((level, index) => [level.id, index]));

  // The demo student's cohort comes first so that the first courses are theirs.
  const orderedCohorts = [...cohortRows].sort((a, b) => {
    const aFirst = a.id === demoStudent?.cohortId ? 0 : 1;
    const bFirst = b.id === demoStudent?.cohortId ? 0 : 1;
    return aFirst - bFirst;
  });
  const cohortPlan: { cohortId: string; levelId: string | null; programmeId: string | null }[] = [];
  const levelsByCohort = new Map<string, string[]>();
  for (const cohort of orderedCohorts) {
    const members = studentRows.filter((s) => s.cohortId === cohort.id);
    const cohortLevels = [
      ...new Set(members.map((s) => s.levelId).filter((id): id is string => id !== null)),
    ];
    cohortLevels.sort((a, b) => (levelOrder.get(a) ?? 0) - (levelOrder.get(b) ?? 0));
    levelsByCohort.set(cohort.id, cohortLevels);
  }
  const programmeOf = (cohortId: string) => {
    const cohort = cohortRows.find((c) => c.id === cohortId);
    return (
      cohort?.programmeId ??
      mostFrequent(studentRows.filter((s) => s.cohortId === cohortId).map((s) => s.programmeId))
    );
  };
  // Five courses for the demo student's cohort and level, then the cohorts in turn.
  const firstCohort = orderedCohorts[0]!;
  for (let i = 0; i < 5; i++) {
    cohortPlan.push({
      cohortId: firstCohort.id,
      levelId:
        demoStudent?.cohortId === firstCohort.id
          ? demoStudent.levelId
          : (levelsByCohort.get(firstCohort.id)?.[0] ?? null),
      programmeId: programmeOf(firstCohort.id),
    });
  }
  for (let i = 0; cohortPlan.length < DEMO_COURSES_PER_COMPANY; i++) {
    const cohort = orderedCohorts[i % orderedCohorts.length]!;
    const cohortLevels = levelsByCohort.get(cohort.id) ?? [];
    const round = Math.floor(i / orderedCohorts.length);
    cohortPlan.push({
      cohortId: cohort.id,
      levelId: cohortLevels.length > 0 ? cohortLevels[round % cohortLevels.length]! : null,
      programmeId: programmeOf(cohort.id),
    });
  }

  const usedTitles = new Set<string>();
  const pickTopic = (programmeId: string | null): Topic => {
    const programmeName = programmeRows.find((p) => p.id === programmeId)?.name ?? "";
    const pools = TOPIC_POOLS.filter((pool) => pool.keywords.test(programmeName)).flatMap(
      (pool) => pool.topics,
    );
    const candidates = [...pools, ...GENERAL_TOPICS].filter((topic) => !usedTitles.has(topic.title));
    const topic = candidates[0] ?? GENERAL_TOPICS[usedTitles.size % GENERAL_TOPICS.length]!;
    const title = usedTitles.has(topic.title) ? `${topic.title} (approfondissement)` : topic.title;
    usedTitles.add(title);
    return { ...topic, title };
  };

  // The demo teacher teaches two of the demo student's courses and two others.
  const demoTeacherCourses = new Set([0, 1, 5, 8]);
  const planned: PlannedCourse[] = cohortPlan.map((plan, index) => {
    const topic = pickTopic(plan.programmeId);
    const teacherIds: string[] = [];
    if (demoTeacher && demoTeacherCourses.has(index)) teacherIds.push(demoTeacher.id);
    const pool = otherTeachers.length > 0 ? otherTeachers : teacherRows;
    const main = pool[index % pool.length]!;
    if (teacherIds.length === 0 || random() < 0.4) {
      if (!teacherIds.includes(main.id)) teacherIds.push(main.id);
    }
    if (teacherIds.length === 1 && random() < 0.3) {
      const second = pool[(index + 1 + Math.floor(random() * pool.length)) % pool.length]!;
      if (!teacherIds.includes(second.id)) teacherIds.push(second.id);
    }
    return {
      ...topic,
      programmeId: plan.programmeId,
      levelId: plan.levelId,
      cohortId: plan.cohortId,
      plannedHours: PLANNED_HOURS[Math.floor(random() * PLANNED_HOURS.length)]!,
      // The last course is an old one, to give the archive something to show.
      archived: index === DEMO_COURSES_PER_COMPANY - 1,
      teacherIds,
    };
  });

  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(courses)
      .values(
        planned.map(({ teacherIds: _t, ...course }) => ({
          ...course,
          companyId,
        })),
      )
      .returning({ id: courses.id, title: courses.title });
    const idByTitle = new Map(inserted.map((row) => [row.title, row.id]));
    const courseIds = planned.map((course) => idByTitle.get(course.title)!);

    await tx
      .insert(courseTeachers)
      .values(
        planned.flatMap((course, index) =>
          course.teacherIds.map((teacherId) => ({ courseId: courseIds[index]!, teacherId, companyId })),
        ),
      );

    const enrolmentKeys = new Set<string>();
    const enrolmentRows: { courseId: string; studentId: string; companyId: string }[] = [];
    const enrol = (courseId: string, studentId: string) => {
      const key = `${courseId}:${studentId}`;
      if (enrolmentKeys.has(key)) return;
      enrolmentKeys.add(key);
      enrolmentRows.push({ courseId, studentId, companyId });
    };
    planned.forEach((course, index) => {
      for (const student of studentRows) {
        const inCohort = student.cohortId === course.cohortId;
        const atLevel = course.levelId === null || student.levelId === course.levelId;
        if (inCohort && atLevel) enrol(courseIds[index]!, student.id);
      }
    });
    // Whatever the school data looks like, the demo student follows the first four courses.
    if (demoStudent) for (const courseId of courseIds.slice(0, 4)) enrol(courseId, demoStudent.id);
    for (let start = 0; start < enrolmentRows.length; start += 1000) {
      await tx.insert(enrolments).values(enrolmentRows.slice(start, start + 1000));
    }
  });
}

/**
 * The second demo student follows every course of the first (idempotent; also brings a database
 * seeded before the second demo student up to date).
 */
async function enrolClassmate(db: Db, companyId: string): Promise<void> {
  await db.execute(sql`
    insert into ${enrolments} (course_id, student_id, company_id)
    select e.course_id, classmate.id, ${companyId}
    from ${enrolments} e
    join ${students} demo on demo.id = e.student_id and demo.company_id = ${companyId}
    join ${students} classmate on classmate.company_id = ${companyId}
    where e.company_id = ${companyId}
      and lower(demo.email) = ${`apprenant@${companyId}.example`} and demo.user_id is not null
      and lower(classmate.email) = ${`apprenant2@${companyId}.example`} and classmate.user_id is not null
    on conflict do nothing`);
}

/** Demo courses for both companies, tied to the school data seeded before (deterministic, idempotent). */
export async function seedCourses(db: Db): Promise<void> {
  for (const companyId of DEMO_COURSE_COMPANIES) {
    await seedCompanyCourses(db, companyId);
    await enrolClassmate(db, companyId);
  }
}

/** The first course the demo teacher teaches and the demo student follows, with that student's record. */
export async function findDemoSharedCourse(db: Db, companyId: string) {
  const [pair] = await db
    .select({ courseId: courseTeachers.courseId, studentId: students.id })
    .from(courseTeachers)
    .innerJoin(teachers, eq(teachers.id, courseTeachers.teacherId))
    .innerJoin(enrolments, eq(enrolments.courseId, courseTeachers.courseId))
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(
      and(
        eq(courseTeachers.companyId, companyId),
        eq(teachers.email, `prof@${companyId}.example`),
        eq(students.email, `apprenant@${companyId}.example`),
      ),
    )
    .orderBy(asc(courseTeachers.courseId))
    .limit(1);
  return pair;
}
