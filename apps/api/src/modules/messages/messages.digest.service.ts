import type { Db } from "../../db/client.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Mailer } from "../../platform/mailer.ts";
import { listUnreadAbsenceAlertNotices } from "../absence-alerts/index.ts";
import { type DigestTimetableChange, listUnreadTimetableChanges } from "../notifications/index.ts";
import { composeDigestMail } from "./messages.digest.documents.ts";
import {
  claimDigestRecipients,
  listUnreadConversations,
  releaseDigestClaim,
} from "./messages.digest.queries.ts";

const HOUR_MS = 60 * 60 * 1000;
/** People claimed and mailed per round: a claim held while a long batch is mailed delays nobody else. */
const BATCH_SIZE = 100;
/** Absence alerts one digest lists per person (the most recent; the others are counted). */
const DIGEST_ABSENCE_ALERTS = 20;

function byPerson<T extends { userId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.userId);
    if (group) group.push(row);
    else groups.set(row.userId, [row]);
  }
  return groups;
}

export interface MessageDigestDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  /** Told about a digest that could not be sent (its person gets it at a later run). */
  onError?: (error: unknown, userId: string) => void;
}

export interface MessageDigestSettings {
  /** MESSAGE_DIGEST_HOURS: 0 sends nothing. */
  hours: number;
  publicUrl: string;
}

/**
 * Mails one digest to each person whose messages or timetable changes have waited unread for longer than the
 * period (at most one per person per period, only to those who want it); answers how many were sent.
 */
export async function sendMessageDigests(
  deps: MessageDigestDeps,
  settings: MessageDigestSettings,
): Promise<number> {
  if (settings.hours <= 0) return 0;
  let sent = 0;
  for (;;) {
    const now = deps.clock.now();
    const cutoff = new Date(now.getTime() - settings.hours * HOUR_MS);
    const recipients = await claimDigestRecipients(deps.db, { now, cutoff, limit: BATCH_SIZE });
    const userIds = recipients.map((recipient) => recipient.userId);
    const conversations = byPerson(await listUnreadConversations(deps.db, userIds));
    const timetable = await listUnreadTimetableChanges(deps.db, userIds);
    const changes = byPerson<DigestTimetableChange>(timetable.changes);
    const absences = await listUnreadAbsenceAlertNotices(deps.db, userIds, DIGEST_ABSENCE_ALERTS);
    const alerts = byPerson(absences.notices);
    let hasFailed = false;
    for (const recipient of recipients) {
      const own = conversations.get(recipient.userId) ?? [];
      const ownChanges = changes.get(recipient.userId) ?? [];
      const ownAlerts = alerts.get(recipient.userId) ?? [];
      // Read between the queries: nothing to tell.
      if (own.length === 0 && ownChanges.length === 0 && ownAlerts.length === 0) {
        await releaseDigestClaim(deps.db, recipient, now);
        continue;
      }
      const timetableChanges = {
        items: ownChanges,
        total: timetable.totals.get(recipient.userId) ?? ownChanges.length,
      };
      try {
        const absenceAlerts = { items: ownAlerts, total: absences.totals.get(recipient.userId) ?? 0 };
        await deps.mailer.send(
          composeDigestMail(recipient, own, timetableChanges, settings.publicUrl, absenceAlerts),
        );
        sent++;
      } catch (error) {
        hasFailed = true;
        deps.onError?.(error, recipient.userId);
        await releaseDigestClaim(deps.db, recipient, now);
      }
    }
    // A full batch may leave more people to mail; after a failure, the next run tries again instead.
    if (recipients.length < BATCH_SIZE || hasFailed) return sent;
  }
}
