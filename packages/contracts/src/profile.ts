import { z } from "zod";
import { FRENCH_POSTCODE, POSTCODE_MESSAGE, text } from "./common.ts";
import { passwordInputSchema } from "./user-accounts.ts";

/** French messages of the signed-in user's own profile page. */
export const PROFILE_MESSAGES = {
  wrongCurrentPassword: "Mot de passe actuel incorrect",
  nameBySchool: "Votre nom est celui de votre dossier : demandez à un administrateur de le corriger.",
  sameAsCurrent: "Le nouveau mot de passe doit être différent du mot de passe actuel.",
  passwordsDiffer: "Les mots de passe ne correspondent pas.",
  currentPasswordRequired: "Saisissez votre mot de passe actuel.",
  passwordChanged: "Mot de passe modifié",
  invalidEmail: "L'adresse e-mail n'est pas valide",
  invalidPhone: "Le téléphone ne contient que chiffres, espaces et les signes + ( ) . -",
  invalidZipCode: POSTCODE_MESSAGE,
} as const;

const limitedText = (label: string, max: number) =>
  text().trim().max(max, `${label} : ${max} caractères au maximum`);
const requiredName = (label: string) => limitedText(label, 100).min(1, `${label} est obligatoire`);

/** The profile's optional texts: `""` in the form, cleared (null) when saved empty. */
export const PROFILE_OPTIONAL_TEXTS = [
  "emailPerso",
  "phoneNumber",
  "address",
  "zipCode",
  "city",
  "state",
  "country",
  "about",
] as const;

/**
 * The fields a user edits on their own profile, as the form holds them: strings, `""` for
 * nothing. Not the e-mail used to sign in, the roles, the company nor the account state,
 * which are the administrators' business.
 */
export const profileFormSchema = z.object({
  displayName: limitedText("Le nom affiché", 200),
  firstname: requiredName("Le prénom"),
  lastname: requiredName("Le nom"),
  emailPerso: limitedText("L'e-mail personnel", 254).refine(
    (value) => value === "" || z.email().safeParse(value).success,
    PROFILE_MESSAGES.invalidEmail,
  ),
  phoneNumber: limitedText("Le téléphone", 40).regex(/^[0-9+().\s-]*$/, PROFILE_MESSAGES.invalidPhone),
  address: limitedText("L'adresse", 300),
  zipCode: text()
    .trim()
    .refine((value) => value === "" || FRENCH_POSTCODE.test(value), PROFILE_MESSAGES.invalidZipCode),
  city: limitedText("La ville", 100),
  state: limitedText("La région", 100),
  country: limitedText("Le pays", 100),
  about: limitedText("À propos", 2000),
  isPublic: z.boolean(),
  messageDigest: z.boolean(),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

const f = profileFormSchema.shape;

/**
 * `PATCH /api/profile`: any subset of the editable fields. An empty or null optional field is
 * cleared; an empty display name falls back to "first name last name". Any other key (roles,
 * email, companyId, disabled…) is refused with VALIDATION rather than silently dropped.
 */
export const updateProfileBodySchema = z.strictObject({
  displayName: f.displayName.optional(),
  firstname: f.firstname.optional(),
  lastname: f.lastname.optional(),
  emailPerso: f.emailPerso.nullable().optional(),
  phoneNumber: f.phoneNumber.nullable().optional(),
  address: f.address.nullable().optional(),
  zipCode: f.zipCode.nullable().optional(),
  city: f.city.nullable().optional(),
  state: f.state.nullable().optional(),
  country: f.country.nullable().optional(),
  about: f.about.nullable().optional(),
  isPublic: f.isPublic.optional(),
  messageDigest: f.messageDigest.optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/**
 * `POST /api/profile/password`. The new password is checked against the policy by the
 * service, so that a failure answers PASSWORD_POLICY on `newPassword`; a wrong current
 * password answers VALIDATION on `currentPassword` with PROFILE_MESSAGES.wrongCurrentPassword.
 */
export const changePasswordBodySchema = z.object({
  currentPassword: text().max(512),
  newPassword: passwordInputSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
