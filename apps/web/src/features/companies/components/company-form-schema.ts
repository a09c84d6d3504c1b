import {
  type Company,
  type CompanyStyle,
  companyIdSchema,
  FEATURE_FLAGS,
  type FeatureFlags,
  featureFlagsSchema,
  type UpdateCompanyBody,
} from "@campus/contracts/companies";
import { z } from "zod";
import type { NewCompany } from "../api/create-company.ts";

export const ALL_FEATURES_ON = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true])) as FeatureFlags;

const fullName = z
  .string()
  .trim()
  .min(1, "Le nom complet est obligatoire")
  .max(200, "Le nom complet : 200 caractères au maximum");
const contactAddress = z.string().trim().max(500, "L'adresse de contact : 500 caractères au maximum");

/** "Nouvelle entreprise": the contracts' identifier rule (French message included) and flags. */
export const newCompanyFormSchema = z.object({
  id: z.string().trim().pipe(companyIdSchema),
  fullName,
  contactAddress,
  features: featureFlagsSchema,
});
export type NewCompanyFormValues = z.infer<typeof newCompanyFormSchema>;

export const EMPTY_COMPANY: NewCompanyFormValues = {
  id: "",
  fullName: "",
  contactAddress: "",
  features: ALL_FEATURES_ON,
};

export const toNewCompany = (values: NewCompanyFormValues): NewCompany => values;

/** "" keeps the platform's colour. */
const colour = z.union([
  z.literal(""),
  z.string().regex(/^#[0-9a-fA-F]{6}$/, "Couleur attendue au format #RRGGBB"),
]);
const palette = z.object({ primary: colour, secondary: colour });

/** The company page's settings form. */
export const companySettingsFormSchema = z.object({
  fullName,
  contactAddress,
  logoUrl: z
    .string()
    .trim()
    .max(2000, "L'adresse du logo : 2 000 caractères au maximum")
    .refine(
      (url) => url === "" || /^(\/(?!\/)|https:\/\/)/.test(url),
      "Adresse attendue : /chemin ou https://…",
    ),
  features: featureFlagsSchema,
  style: z.object({ light: palette, dark: palette }),
});
export type CompanySettingsFormValues = z.infer<typeof companySettingsFormSchema>;

export function companySettingsValues(company: Company): CompanySettingsFormValues {
  const paletteOf = (mode: keyof CompanyStyle) => ({
    primary: company.style[mode]?.primary ?? "",
    secondary: company.style[mode]?.secondary ?? "",
  });
  return {
    fullName: company.fullName,
    contactAddress: company.contactAddress,
    logoUrl: company.logoUrl ?? "",
    features: company.features,
    style: { light: paletteOf("light"), dark: paletteOf("dark") },
  };
}

export function toUpdateCompanyBody(values: CompanySettingsFormValues): UpdateCompanyBody {
  const override = (chosen: { primary: string; secondary: string }) => ({
    ...(chosen.primary ? { primary: chosen.primary } : {}),
    ...(chosen.secondary ? { secondary: chosen.secondary } : {}),
  });
  return {
    fullName: values.fullName,
    contactAddress: values.contactAddress,
    logoUrl: values.logoUrl || null,
    features: values.features,
    style: { light: override(values.style.light), dark: override(values.style.dark) },
  };
}
