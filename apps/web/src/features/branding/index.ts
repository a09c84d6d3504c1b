// What app/pages/custom-page.tsx composes of the branding: the colours' fields and preview, the logo, single sign-on.
export { useRemoveLogo, useUpdateBranding, useUploadLogo } from "./api/branding.ts";
export { ColorField } from "./components/color-field.tsx";
export { PalettePreview } from "./components/palette-preview.tsx";
export { SsoSettingsCard } from "./components/sso-settings-card.tsx";
