import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { conversationMembers, conversations, messages, users } from "../db/schema/index.ts";
import { DEMO_COURSE_COMPANIES, findDemoSharedCourse } from "./demo-courses.ts";

type Who = "apprenant" | "prof" | "admin" | "direction";

interface Line {
  from: Who;
  to: Who;
  body: string;
  minutesAgo: number;
  isRead: boolean;
  /** An announcement to the course the teacher gives the student. */
  isAnnouncement?: boolean;
}

/**
 * A few conversations per demo company: the demo student and the demo teacher have unread ones (an
 * announcement among them), the administrators a read one.
 */
const SCRIPT: Line[] = [
  {
    from: "direction",
    to: "admin",
    body: "Réunion pédagogique mardi à 10 h en salle du conseil : pouvez-vous préparer le bilan des absences ?",
    minutesAgo: 2 * 24 * 60,
    isRead: true,
  },
  {
    from: "admin",
    to: "direction",
    body: "C'est noté, je vous l'envoie lundi.",
    minutesAgo: 2 * 24 * 60 - 30,
    isRead: true,
  },
  {
    from: "apprenant",
    to: "prof",
    body: "Bonjour, je n'ai pas compris l'exercice 3 du dernier TD. Pourriez-vous le réexpliquer ?",
    minutesAgo: 3 * 24 * 60,
    isRead: true,
  },
  {
    from: "prof",
    to: "apprenant",
    body: "Bonjour, bien sûr : nous le reprendrons en début de prochaine séance. Relisez d'ici là la fiche de méthode.",
    minutesAgo: 3 * 24 * 60 - 45,
    isRead: true,
  },
  {
    from: "admin",
    to: "apprenant",
    body: "Votre attestation d'inscription est disponible au secrétariat ; elle vous a aussi été envoyée par courrier.",
    minutesAgo: 24 * 60,
    isRead: false,
  },
  {
    from: "admin",
    to: "prof",
    body: "Pouvez-vous valider les présences de la semaine dernière avant vendredi ?",
    minutesAgo: 5 * 60,
    isRead: false,
  },
  {
    from: "prof",
    to: "apprenant",
    body: "Rappel : le dossier du projet est à rendre vendredi avant 18 h. Bon courage à tous !",
    minutesAgo: 2 * 60,
    isRead: false,
    isAnnouncement: true,
  },
  {
    from: "apprenant",
    to: "prof",
    body: "Merci, je serai bien là pour la reprise de l'exercice.",
    minutesAgo: 50,
    isRead: false,
  },
];

/** The demo conversations of both companies; a company that already has conversations is skipped. */
export async function seedMessages(db: Db, now: Date = new Date()): Promise<void> {
  for (const companyId of DEMO_COURSE_COMPANIES) await seedCompanyMessages(db, companyId, now);
}

async function seedCompanyMessages(db: Db, companyId: string, now: Date): Promise<void> {
  const [existing] = await db
    .select({ n: sql<number>`count(*)` })
    .from(conversations)
    .where(eq(conversations.companyId, companyId));
  if (Number(existing?.n ?? 0) > 0) return;
  const emails = (["apprenant", "prof", "admin", "direction"] as const).map(
    (who) => `${who}@${companyId}.example`,
  );
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(sql`lower(${users.email})`, emails)));
  const idOf = new Map(people.map((person) => [person.email.toLowerCase().split("@")[0] as Who, person.id]));
  if (idOf.size < 4) return;
  const shared = await findDemoSharedCourse(db, companyId);

  const conversationRows = new Map<string, typeof conversations.$inferInsert>();
  const messageRows: (typeof messages.$inferInsert & { createdAt: Date; isRead: boolean })[] = [];
  for (const line of SCRIPT) {
    const author = idOf.get(line.from)!;
    const recipient = idOf.get(line.to)!;
    const [low, high] = [author, recipient].sort() as [string, string];
    const key = `${low}:${high}`;
    const createdAt = new Date(now.getTime() - line.minutesAgo * 60_000);
    const conversation = conversationRows.get(key) ?? {
      id: randomUUID(),
      companyId,
      userLowId: low,
      userHighId: high,
      createdAt,
    };
    const id = randomUUID();
    conversationRows.set(key, { ...conversation, lastMessageAt: createdAt, lastMessageId: id });
    messageRows.push({
      id,
      companyId,
      conversationId: conversation.id!,
      authorId: author,
      body: line.body,
      courseId: line.isAnnouncement ? (shared?.courseId ?? null) : null,
      isRead: line.isRead,
      readAt: line.isRead ? new Date(createdAt.getTime() + 10 * 60_000) : null,
      createdAt,
    });
  }
  const memberRows = [...conversationRows.values()].flatMap((conversation) =>
    [conversation.userLowId, conversation.userHighId].map((userId) => {
      const otherUserId =
        userId === conversation.userLowId ? conversation.userHighId : conversation.userLowId;
      const unreadCount = messageRows.filter(
        (row) => row.conversationId === conversation.id && row.authorId === otherUserId && !row.isRead,
      ).length;
      return {
        conversationId: conversation.id!,
        userId,
        companyId,
        otherUserId,
        lastMessageAt: conversation.lastMessageAt!,
        unreadCount,
        lastReadAt: unreadCount === 0 ? now : null,
      };
    }),
  );
  await db.transaction(async (tx) => {
    await tx.insert(conversations).values([...conversationRows.values()]);
    await tx.insert(messages).values(messageRows);
    await tx.insert(conversationMembers).values(memberRows);
  });
}
