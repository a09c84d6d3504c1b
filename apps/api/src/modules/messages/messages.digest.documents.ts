import { absenceAlertText } from "@campus/contracts/absence-alert-rules";
import { CHANGE_LABELS } from "@campus/contracts/calendar";
import { agree } from "@campus/contracts/french";
import type { MailMessage } from "../../platform/mailer.ts";
import type { AbsenceAlertNotice } from "../absence-alerts/index.ts";
import type { DigestTimetableChange } from "../notifications/index.ts";
import type { DigestConversation, DigestRecipient } from "./messages.digest.queries.ts";

/** A person's unread timetable alerts in a digest: the most recent ones and how many there are. */
export interface DigestTimetable {
  items: DigestTimetableChange[];
  total: number;
}

/** A person's unread absence alerts in a digest: the most recent ones and how many there are. */
export interface DigestAbsenceAlerts {
  items: AbsenceAlertNotice[];
  total: number;
}

const NO_ABSENCE_ALERTS: DigestAbsenceAlerts = { items: [], total: 0 };

const EXCERPT_LENGTH = 140;

const PARIS_TIME = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  dateStyle: "short",
  timeStyle: "short",
});

/** The start of a message on one line, cut at a word when it is long. */
function excerpt(body: string): string {
  const line = body.replace(/\s+/g, " ").trim();
  if (line.length <= EXCERPT_LENGTH) return line;
  const cut = line.slice(0, EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > EXCERPT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const unreadLabel = (count: number) => (count === 1 ? "1 message non lu" : `${count} messages non lus`);
const changesLabel = (count: number) =>
  count === 1 ? "1 changement d'emploi du temps" : `${count} changements d'emploi du temps`;
const alertsLabel = (count: number) => (count === 1 ? "1 alerte d'absence" : `${count} alertes d'absence`);
export const TIMETABLE_HEADING = "Changements d'emploi du temps";
const ABSENCES_HEADING = "Alertes d'absence";

function subjectOf(unread: number, changes: number, alerts: number): string {
  const parts = [
    unread > 0 ? unreadLabel(unread) : null,
    changes > 0 ? changesLabel(changes) : null,
    alerts > 0 ? alertsLabel(alerts) : null,
  ].filter(Boolean);
  const listed = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} et ${parts.at(-1)}` : parts[0];
  return `Vous avez ${listed} sur Campus Formation`;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/**
 * The French digest e-mail of one person: one block per conversation, each with its link to the app, then
 * the section « Changements d'emploi du temps », one line per unread alert with its slot's link.
 */
export function composeDigestMail(
  recipient: Pick<DigestRecipient, "email" | "firstname">,
  conversations: DigestConversation[],
  timetable: DigestTimetable,
  publicUrl: string,
  absenceAlerts: DigestAbsenceAlerts = NO_ABSENCE_ALERTS,
): MailMessage {
  const total = conversations.reduce((sum, conversation) => sum + conversation.unreadCount, 0);
  const subject = subjectOf(total, timetable.total, absenceAlerts.total);
  const greeting = recipient.firstname ? `Bonjour ${recipient.firstname},` : "Bonjour,";
  const intro =
    conversations.length === 0
      ? null
      : conversations.length === 1
        ? "Des messages vous attendent dans une conversation :"
        : `Des messages vous attendent dans ${conversations.length} conversations :`;
  const profileUrl = `${publicUrl}/dashboard/user/profile`;
  const blocks = conversations.map((conversation) => ({
    heading: `${conversation.senderName} : ${unreadLabel(conversation.unreadCount)}`,
    quote: excerpt(conversation.lastBody),
    when: `le ${PARIS_TIME.format(conversation.lastAt).replace(" ", " à ")}`,
    url: `${publicUrl}/dashboard/chat/${conversation.otherUserId}`,
  }));
  const changes = timetable.items.map((change) => ({
    line: `${CHANGE_LABELS[change.change]} : ${change.courseTitle}, séance du ${PARIS_TIME.format(change.startsAt).replace(" ", " à ")}`,
    url: `${publicUrl}/dashboard/session/${change.slotId}`,
  }));
  const alerts = absenceAlerts.items.map((notice) => ({
    line: absenceAlertText(notice.kind, notice.value, notice.studentName),
    url:
      notice.studentName === null
        ? `${publicUrl}/dashboard/absences`
        : `${publicUrl}/dashboard/absences?studentId=${notice.studentId}`,
  }));
  const moreAlerts = absenceAlerts.total - alerts.length;
  const moreAlertsLine =
    moreAlerts > 0 ? `Et ${moreAlerts} ${agree(moreAlerts, "autre")} dans l'application.` : null;
  const more = timetable.total - changes.length;
  const moreLine = more > 0 ? `Et ${more} ${agree(more, "autre")} dans l'application.` : null;
  const footer =
    "Vous recevez ce récapitulatif car des messages, des changements d'emploi du temps ou des alertes sont restés non lus.";
  const optOut = "Pour ne plus le recevoir, désactivez-le dans votre profil";

  const text = [
    greeting,
    "",
    ...(intro ? [intro, ""] : []),
    ...blocks.flatMap((block) => [
      `- ${block.heading}`,
      `  Dernier message (${block.when}) : « ${block.quote} »`,
      `  Lire : ${block.url}`,
      "",
    ]),
    ...(changes.length > 0
      ? [
          `${TIMETABLE_HEADING} :`,
          "",
          ...changes.flatMap((change) => [`- ${change.line}`, `  Voir : ${change.url}`]),
          ...(moreLine ? [moreLine] : []),
          "",
        ]
      : []),
    ...(alerts.length > 0
      ? [
          `${ABSENCES_HEADING} :`,
          "",
          ...alerts.flatMap((alert) => [`- ${alert.line}`, `  Voir : ${alert.url}`]),
          ...(moreAlertsLine ? [moreAlertsLine] : []),
          "",
        ]
      : []),
    footer,
    `${optOut} : ${profileUrl}`,
  ].join("\n");

  const html = [
    '<!doctype html><html lang="fr"><head><meta charset="utf-8"></head><body>',
    `<p>${escapeHtml(greeting)}</p>`,
    ...(intro
      ? [
          `<p>${escapeHtml(intro)}</p>`,
          "<ul>",
          ...blocks.map(
            (block) =>
              `<li><p><strong>${escapeHtml(block.heading)}</strong><br>` +
              `Dernier message (${escapeHtml(block.when)}) : « ${escapeHtml(block.quote)} »<br>` +
              `<a href="${escapeHtml(block.url)}">Lire la conversation</a></p></li>`,
          ),
          "</ul>",
        ]
      : []),
    ...(changes.length > 0
      ? [
          `<h2>${escapeHtml(TIMETABLE_HEADING)}</h2>`,
          "<ul>",
          ...changes.map(
            (change) => `<li><a href="${escapeHtml(change.url)}">${escapeHtml(change.line)}</a></li>`,
          ),
          "</ul>",
          ...(moreLine ? [`<p>${escapeHtml(moreLine)}</p>`] : []),
        ]
      : []),
    ...(alerts.length > 0
      ? [
          `<h2>${escapeHtml(ABSENCES_HEADING)}</h2>`,
          "<ul>",
          ...alerts.map(
            (alert) => `<li><a href="${escapeHtml(alert.url)}">${escapeHtml(alert.line)}</a></li>`,
          ),
          "</ul>",
          ...(moreAlertsLine ? [`<p>${escapeHtml(moreAlertsLine)}</p>`] : []),
        ]
      : []),
    `<p style="color:#666">${escapeHtml(footer)}<br>` +
      `<a href="${escapeHtml(profileUrl)}">${escapeHtml(optOut)}</a>.</p>`,
    "</body></html>",
  ].join("\n");

  return { to: recipient.email, subject, text, html };
}
