import { z } from "zod";
import { text } from "./common.ts";
import { type CompanyStyle, companyStyleSchema } from "./companies.ts";

/** The app's surfaces in each mode (the web theme's SURFACES): a company colour must read as text on both. */
export const BRANDING_SURFACES = {
  light: ["#F6F7F9", "#FFFFFF"],
  dark: ["#161C24", "#212B36"],
} as const;
/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

const MODE_LABELS = { light: "clair", dark: "sombre" } as const;
const COLOR_LABELS = { primary: "principale", secondary: "secondaire" } as const;

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG contrast ratio of two `#RRGGBB` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Each chosen colour that fails WCAG AA on a surface of its mode, with its French message. */
export function contrastFailures(style: CompanyStyle): { field: string; message: string }[] {
  const failures: { field: string; message: string }[] = [];
  for (const mode of ["light", "dark"] as const) {
    for (const key of ["primary", "secondary"] as const) {
      const color = style[mode][key];
      if (!color) continue;
      const worst = Math.min(...BRANDING_SURFACES[mode].map((surface) => contrastRatio(color, surface)));
      if (worst < MIN_CONTRAST) {
        failures.push({
          field: `style.${mode}.${key}`,
          message: `La couleur ${COLOR_LABELS[key]} ${color} n'est pas assez contrastée en mode ${MODE_LABELS[mode]} (${worst.toFixed(1).replace(".", ",")}:1 ; il faut au moins 4,5:1).`,
        });
      }
    }
  }
  return failures;
}

export const updateBrandingBodySchema = z.object({
  style: companyStyleSchema,
  openRegistration: z.boolean(),
});
export type UpdateBrandingBody = z.infer<typeof updateBrandingBodySchema>;

/** A company's public files: its web app manifest, its logo. */
export const brandingCompanyParamSchema = z.object({ companyId: text().max(32) });
export const logoParamSchema = z.object({ companyId: text().max(32), file: text().max(80) });

/** Largest logo accepted (bytes). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export const BRANDING_MESSAGES = {
  saved: "Personnalisation enregistrée",
  logoSaved: "Logo enregistré",
  invalidLogo: "Logo non reconnu : importez une image PNG, JPEG, WebP ou SVG.",
  svgScript: "Ce logo SVG contient du script : il est refusé.",
  tooLarge: "Le logo dépasse 2 Mo.",
} as const;
