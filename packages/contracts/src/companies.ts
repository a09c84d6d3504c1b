import { z } from "zod";
import { pageOf, text } from "./common.ts";
import { COMPANY_ID_PATTERN } from "./sign-in.ts";

/** Menu items a company may hide. `true` shows the item. */
export const FEATURE_FLAGS = ["whitelist", "writtenCourses", "cohorts", "enrolments", "programmes"] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export const featureFlagsSchema = z.object({
  whitelist: z.boolean(),
  writtenCourses: z.boolean(),
  cohorts: z.boolean(),
  enrolments: z.boolean(),
  programmes: z.boolean(),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

export const FEATURE_LABELS: Record<FeatureFlag, string> = {
  whitelist: "Gestion de whitelist",
  writtenCourses: "Cours écrits",
  cohorts: "Sessions scolaires",
  enrolments: "Gestion des inscriptions",
  programmes: "Gestion des programmes",
};

const hexColor = text().regex(/^#[0-9a-fA-F]{6}$/, "Couleur attendue au format #RRGGBB");
export const paletteOverrideSchema = z.object({
  primary: hexColor.optional(),
  secondary: hexColor.optional(),
});
export const companyStyleSchema = z.object({
  light: paletteOverrideSchema.default({}),
  dark: paletteOverrideSchema.default({}),
});
export type CompanyStyle = z.infer<typeof companyStyleSchema>;

/** What anyone may know of a company to brand the login page and the shell. */
export const companyBrandingSchema = z.object({
  id: text(),
  fullName: text(),
  logoUrl: text().nullable(),
  style: companyStyleSchema,
  features: featureFlagsSchema,
  /** Anyone may ask for a student account, which an administrator approves (/auth/register-unprotected). */
  openRegistration: z.boolean().optional(),
});
export type CompanyBranding = z.infer<typeof companyBrandingSchema>;
/** `GET /api/branding/:companyId`: the company named by the sign-in page (any text: an unknown one is a 404). */
export const companyBrandingParamSchema = z.object({ companyId: text().max(64) });

export const companySchema = companyBrandingSchema.extend({
  contactAddress: text(),
  instances: z.array(z.object({ id: text(), name: text() })),
  userCount: z.number().int(),
  createdAt: text(),
  updatedAt: text(),
});
export type Company = z.infer<typeof companySchema>;
export const companyPageSchema = pageOf(companySchema);

export const companyIdSchema = text().regex(
  COMPANY_ID_PATTERN,
  "Identifiant: lettres minuscules, chiffres et tirets",
);

/** An instance id (a site or environment of a company), e.g. `principal`. */
export const instanceIdSchema = text().regex(
  /^[a-z][a-z0-9-]{1,31}$/,
  "Identifiant: lettres minuscules, chiffres et tirets",
);

export const instanceSchema = z.object({ id: text(), name: text() });
export type Instance = z.infer<typeof instanceSchema>;

/** A logo is served by the application (`/…`) or from an HTTPS address. */
const logoUrlSchema = text()
  .trim()
  .max(2000)
  .regex(/^(\/(?!\/)|https:\/\/)/, "Adresse attendue: /chemin ou https://…");

const ALL_FEATURES_ON: FeatureFlags = {
  whitelist: true,
  writtenCourses: true,
  cohorts: true,
  enrolments: true,
  programmes: true,
};

export const createCompanyBodySchema = z.object({
  id: companyIdSchema,
  fullName: text().trim().min(1).max(200),
  contactAddress: text().trim().max(500).default(""),
  features: featureFlagsSchema.default(ALL_FEATURES_ON),
  style: companyStyleSchema.default({ light: {}, dark: {} }),
  logoUrl: logoUrlSchema.nullable().default(null),
  /** Name of the first instance, `principal`. */
  instanceName: text().trim().min(1).max(100).default("Site principal"),
});
export type CreateCompanyBody = z.infer<typeof createCompanyBodySchema>;

export const updateCompanyBodySchema = z.object({
  fullName: text().trim().min(1).max(200).optional(),
  contactAddress: text().trim().max(500).optional(),
  /** Merged into the current flags: only the flags named change. */
  features: featureFlagsSchema.partial().optional(),
  style: companyStyleSchema.optional(),
  logoUrl: logoUrlSchema.nullable().optional(),
});
export type UpdateCompanyBody = z.infer<typeof updateCompanyBodySchema>;

export const companyParamSchema = z.object({ id: companyIdSchema });
export const createInstanceBodySchema = z.object({
  id: instanceIdSchema,
  name: text().trim().min(1).max(100),
});
export type CreateInstanceBody = z.infer<typeof createInstanceBodySchema>;
export const instanceParamSchema = z.object({ id: companyIdSchema, instanceId: instanceIdSchema });

export const COMPANY_MESSAGES = {
  lastInstance: "Une entreprise doit garder au moins une instance.",
  instanceInUse: "Des utilisateurs sont rattachés à cette instance.",
  companyExists: "Une entreprise existe déjà avec cet identifiant.",
  instanceExists: "Une instance existe déjà avec cet identifiant.",
} as const;
