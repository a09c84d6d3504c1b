import type { CompanyBranding } from "@campus/contracts/companies";

/** The platform's own colours and icons (apps/web/public/manifest.webmanifest): what a company does not set. */
const PLATFORM = { primary: "#2065D1", background: "#F6F7F9" };
const PLATFORM_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

/**
 * A company's web app manifest: its name, its colour, its logo first among the icons (the platform's
 * PNGs stay, as the size a phone needs to install the app). Each company is its own installed app.
 */
export function companyManifest(branding: CompanyBranding) {
  const start = `/?entreprise=${encodeURIComponent(branding.id)}`;
  const logo = branding.logoUrl
    ? [
        {
          src: branding.logoUrl,
          sizes: "any",
          type: branding.logoUrl.endsWith(".svg") ? "image/svg+xml" : "image/png",
          purpose: "any",
        },
      ]
    : [];
  return {
    id: start,
    name: branding.fullName,
    short_name: branding.fullName.length <= 12 ? branding.fullName : branding.id,
    description: `Cours, séances, notes et messagerie de ${branding.fullName}.`,
    lang: "fr",
    dir: "ltr",
    start_url: start,
    scope: "/",
    display: "standalone",
    background_color: PLATFORM.background,
    theme_color: branding.style.light.primary ?? PLATFORM.primary,
    icons: [...logo, ...PLATFORM_ICONS],
  };
}
