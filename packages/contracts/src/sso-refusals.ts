// Apart from the endpoints: the sign-in page loads these sentences only when it has one to show.

/** Why a single sign-on was refused: the sign-in page's `?sso=` and its French message. */
export const SSO_REFUSALS = {
  inconnu:
    "Aucun compte actif de cet établissement n'a cette adresse e-mail. Demandez à votre établissement de vous en créer un.",
  "non-verifie": "Votre fournisseur d'identité n'a pas vérifié votre adresse e-mail : connexion refusée.",
  domaine:
    "Cette adresse e-mail n'appartient pas aux domaines couverts par la connexion unique de l'établissement.",
  "non-autorise":
    "Votre compte n'est pas encore autorisé par votre établissement (whitelist). Contactez votre administration.",
  navigateur: "Cette connexion a été commencée dans un autre navigateur. Recommencez depuis cette page.",
  expire: "La connexion a expiré ou a déjà servi. Recommencez.",
  fournisseur:
    "Le fournisseur d'identité a refusé ou interrompu la connexion. Recommencez ou connectez-vous avec votre mot de passe.",
  indisponible: "La connexion unique n'est pas disponible pour cet établissement.",
  trop: "Trop de tentatives de connexion depuis cet appareil. Réessayez dans une minute.",
} as const;
export type SsoRefusal = keyof typeof SSO_REFUSALS;
