import type { MailMessage } from "../../platform/mailer.ts";
import type { DigestConversation, DigestRecipient } from "./messages.digest-queries.ts";

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

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** The French digest e-mail of one person: one block per conversation, each with its link to the app. */
export function composeDigestMail(
  recipient: Pick<DigestRecipient, "email" | "firstname">,
  conversations: DigestConversation[],
  publicUrl: string,
): MailMessage {
  const total = conversations.reduce((sum, conversation) => sum + conversation.unreadCount, 0);
  const subject = `Vous avez ${unreadLabel(total)} sur Campus Formation`;
  const greeting = recipient.firstname ? `Bonjour ${recipient.firstname},` : "Bonjour,";
  const intro =
    conversations.length === 1
      ? "Des messages vous attendent dans une conversation :"
      : `Des messages vous attendent dans ${conversations.length} conversations :`;
  const profileUrl = `${publicUrl}/dashboard/user/profile`;
  const blocks = conversations.map((conversation) => ({
    heading: `${conversation.senderName} : ${unreadLabel(conversation.unreadCount)}`,
    quote: excerpt(conversation.lastBody),
    when: `le ${PARIS_TIME.format(conversation.lastAt).replace(" ", " à ")}`,
    url: `${publicUrl}/dashboard/chat/${conversation.otherUserId}`,
  }));
  const footer = "Vous recevez ce récapitulatif car des messages sont restés non lus.";
  const optOut = "Pour ne plus le recevoir, désactivez-le dans votre profil";

  const text = [
    greeting,
    "",
    intro,
    "",
    ...blocks.flatMap((block) => [
      `- ${block.heading}`,
      `  Dernier message (${block.when}) : « ${block.quote} »`,
      `  Lire : ${block.url}`,
      "",
    ]),
    footer,
    `${optOut} : ${profileUrl}`,
  ].join("\n");

  const html = [
    '<!doctype html><html lang="fr"><head><meta charset="utf-8"></head><body>',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    "<ul>",
    ...blocks.map(
      (block) =>
        `<li><p><strong>${escapeHtml(block.heading)}</strong><br>` +
        `Dernier message (${escapeHtml(block.when)}) : « ${escapeHtml(block.quote)} »<br>` +
        `<a href="${escapeHtml(block.url)}">Lire la conversation</a></p></li>`,
    ),
    "</ul>",
    `<p style="color:#666">${escapeHtml(footer)}<br>` +
      `<a href="${escapeHtml(profileUrl)}">${escapeHtml(optOut)}</a>.</p>`,
    "</body></html>",
  ].join("\n");

  return { to: recipient.email, subject, text, html };
}
