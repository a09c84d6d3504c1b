import type { MailMessage } from "../../platform/mailer.ts";

// The texts of the account e-mails (French, plain text).

/** A plain-text mail: the greeting, then each paragraph after a blank line. */
function accountMail(to: string, subject: string, paragraphs: string[][]): MailMessage {
  return { to, subject, text: ["Bonjour,", ...paragraphs.flatMap((lines) => ["", ...lines])].join("\n") };
}

const validOnce = (minutes: number) => `Il est valable ${minutes} minutes et ne sert qu'une fois.`;

export function verifyCodeMail(to: string, companyName: string, code: string, minutes: number): MailMessage {
  return accountMail(to, `Votre code de vérification : ${code}`, [
    [`Pour activer votre compte ${companyName}, saisissez ce code de vérification :`],
    [`    ${code}`],
    [validOnce(minutes), "Si vous n'avez pas demandé la création d'un compte, ignorez cet e-mail."],
  ]);
}

export function loginLinkMail(to: string, companyName: string, url: string, minutes: number): MailMessage {
  return accountMail(to, `Votre lien de connexion à ${companyName}`, [
    ["Ouvrez ce lien pour vous connecter sans mot de passe :", url],
    [validOnce(minutes), "Si vous ne l'avez pas demandé, ignorez cet e-mail."],
  ]);
}

export function resetLinkMail(to: string, companyName: string, url: string, minutes: number): MailMessage {
  return accountMail(to, `Réinitialisation de votre mot de passe ${companyName}`, [
    ["Pour choisir un nouveau mot de passe, ouvrez ce lien :", url],
    [
      `${validOnce(minutes)} Vos sessions ouvertes seront fermées.`,
      "Si vous ne l'avez pas demandé, ignorez cet e-mail : votre mot de passe ne change pas.",
    ],
  ]);
}

/**
 * A registration that cannot go on: the answer on screen is the same as for one that does (it tells
 * nobody whether the address has a student record), this mail says why and what to do.
 */
export function registrationRefusedMail(
  to: string,
  reason: "no-record" | "not-whitelisted",
  companyName?: string,
): MailMessage {
  const why =
    reason === "no-record"
      ? [
          "Une demande de création de compte apprenant a été faite avec cette adresse e-mail, mais aucune fiche apprenant ne lui correspond.",
          "Vérifiez que vous utilisez l'adresse e-mail que vous avez donnée à votre établissement, ou demandez-lui de l'ajouter à votre fiche.",
        ]
      : [
          `Une demande de création de compte apprenant a été faite avec cette adresse e-mail, mais ${companyName ?? "votre établissement"} ne vous a pas encore autorisé à créer votre compte.`,
          "Contactez votre administration ; une fois autorisé, recommencez l'inscription.",
        ];
  return accountMail(to, "Votre demande de création de compte", [
    why,
    ["Aucun compte n'a été créé. Si vous n'avez rien demandé, ignorez cet e-mail."],
  ]);
}
