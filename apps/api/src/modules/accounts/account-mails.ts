import type { MailMessage } from "../../platform/mailer.ts";

// The texts of the account e-mails (French, plain text).

export function verifyCodeMail(to: string, companyName: string, code: string, minutes: number): MailMessage {
  return {
    to,
    subject: `Votre code de vérification : ${code}`,
    text: [
      "Bonjour,",
      "",
      `Pour activer votre compte ${companyName}, saisissez ce code de vérification :`,
      "",
      `    ${code}`,
      "",
      `Il est valable ${minutes} minutes et ne sert qu'une fois.`,
      "Si vous n'avez pas demandé la création d'un compte, ignorez cet e-mail.",
    ].join("\n"),
  };
}

export function loginLinkMail(to: string, companyName: string, url: string, minutes: number): MailMessage {
  return {
    to,
    subject: `Votre lien de connexion à ${companyName}`,
    text: [
      "Bonjour,",
      "",
      "Ouvrez ce lien pour vous connecter sans mot de passe :",
      url,
      "",
      `Il est valable ${minutes} minutes et ne sert qu'une fois.`,
      "Si vous ne l'avez pas demandé, ignorez cet e-mail.",
    ].join("\n"),
  };
}

export function resetLinkMail(to: string, companyName: string, url: string, minutes: number): MailMessage {
  return {
    to,
    subject: `Réinitialisation de votre mot de passe ${companyName}`,
    text: [
      "Bonjour,",
      "",
      "Pour choisir un nouveau mot de passe, ouvrez ce lien :",
      url,
      "",
      `Il est valable ${minutes} minutes et ne sert qu'une fois. Vos sessions ouvertes seront fermées.`,
      "Si vous ne l'avez pas demandé, ignorez cet e-mail : votre mot de passe ne change pas.",
    ].join("\n"),
  };
}
