import { BRANDING_MESSAGES, contrastFailures } from "@campus/contracts/branding";
import type { CompanyStyle } from "@campus/contracts/companies";
import { MESSAGES } from "@campus/contracts/messages";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { CheckInSettingsCard } from "../../features/attendance/index.ts";
import {
  ColorField,
  PalettePreview,
  SsoSettingsCard,
  useRemoveLogo,
  useUpdateBranding,
  useUploadLogo,
} from "../../features/branding/index.ts";
import { AbsenceAlertsSettingsCard } from "../../features/dashboard/index.ts";
import { RetentionCard } from "../../features/privacy/index.ts";
import { WebhooksCard } from "../../features/webhooks/index.ts";
import { useCurrentUser } from "../../lib/current-user.tsx";
import { failureMessage } from "../../lib/failure-message.ts";
import { DEFAULT_COLORS } from "../../theme/palette.ts";
import { LogoUploadCard } from "../../ui/logo-upload-card.tsx";
import { useSnackbar } from "../../ui/notifications.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { usePageTitle } from "../../ui/use-page-title.ts";

type Mode = "light" | "dark";
type Key = "primary" | "secondary";
type Colors = Record<Mode, Record<Key, string>>;

const MODES: { mode: Mode; label: string }[] = [
  { mode: "light", label: "mode clair" },
  { mode: "dark", label: "mode sombre" },
];
const KEYS: { key: Key; label: string }[] = [
  { key: "primary", label: "Couleur principale" },
  { key: "secondary", label: "Couleur secondaire" },
];

function initialColors(style: CompanyStyle): Colors {
  const pick = (mode: Mode, key: Key) => (style[mode][key] ?? DEFAULT_COLORS[mode][key]).toUpperCase();
  return {
    light: { primary: pick("light", "primary"), secondary: pick("light", "secondary") },
    dark: { primary: pick("dark", "primary"), secondary: pick("dark", "secondary") },
  };
}

const isHex = (value: string) => /^#[0-9a-fA-F]{6}$/.test(value);

/** `/dashboard/custom`: the company's palettes (light and dark) with a live preview, its logo and open registration. */
export function CustomPage() {
  usePageTitle("Personnalisation");
  const me = useCurrentUser();
  const update = useUpdateBranding();
  const uploadLogo = useUploadLogo();
  const removeLogo = useRemoveLogo();
  const { enqueueSnackbar } = useSnackbar();
  const [colors, setColors] = useState(() => initialColors(me.company.style));
  const [isOpenRegistration, setIsOpenRegistration] = useState(me.company.openRegistration ?? false);
  const [formError, setFormError] = useState<string | null>(null);

  const isWellFormed = MODES.every(({ mode }) => KEYS.every(({ key }) => isHex(colors[mode][key])));
  const failures = isWellFormed ? contrastFailures(colors) : [];
  const failureOf = (mode: Mode, key: Key) =>
    failures.find((f) => f.field === `style.${mode}.${key}`)?.message;

  const handleChange = (mode: Mode, key: Key, value: string) =>
    setColors((current) => ({ ...current, [mode]: { ...current[mode], [key]: value } }));

  const handleSave = async (event: FormEvent) => {
    event.preventDefault();
    if (!isWellFormed || failures.length > 0) return;
    setFormError(null);
    try {
      await update.mutateAsync({ style: colors, openRegistration: isOpenRegistration });
      enqueueSnackbar(BRANDING_MESSAGES.saved, { variant: "success" });
    } catch (error) {
      setFormError(failureMessage(MESSAGES.saveKo, error));
    }
  };

  return (
    <>
      <PageHeader
        title="Personnalisation"
        subtitle={`Les couleurs et le logo de ${me.company.fullName}, pour tous ses utilisateurs et sa page de connexion.`}
      />
      <Stack spacing={3}>
        <Card component="form" noValidate onSubmit={handleSave} aria-label="Couleurs">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              Couleurs
            </Typography>
            <Stack direction={{ xs: "column", md: "row" }} spacing={3}>
              {MODES.map(({ mode, label }) => (
                <Stack key={mode} spacing={2} sx={{ flex: 1, minWidth: 0 }}>
                  {KEYS.map(({ key, label: keyLabel }) => (
                    <ColorField
                      key={key}
                      label={`${keyLabel} (${label})`}
                      value={colors[mode][key]}
                      error={failureOf(mode, key)}
                      onChange={(value) => handleChange(mode, key, value)}
                    />
                  ))}
                  <PalettePreview
                    mode={mode}
                    colors={{
                      primary: isHex(colors[mode].primary)
                        ? colors[mode].primary
                        : DEFAULT_COLORS[mode].primary,
                      secondary: isHex(colors[mode].secondary)
                        ? colors[mode].secondary
                        : DEFAULT_COLORS[mode].secondary,
                    }}
                  />
                </Stack>
              ))}
            </Stack>
            <FormControlLabel
              sx={{ mt: 2 }}
              control={
                <Switch
                  checked={isOpenRegistration}
                  onChange={(event) => setIsOpenRegistration(event.target.checked)}
                />
              }
              label="Inscription libre : toute personne peut demander un compte apprenant, qu'un administrateur approuve"
            />
            {formError ? (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {formError}
              </Alert>
            ) : null}
            <Stack direction="row" sx={{ justifyContent: "flex-end", mt: 2 }}>
              <Button
                type="submit"
                variant="contained"
                loading={update.isPending}
                disabled={!isWellFormed || failures.length > 0}
              >
                Enregistrer
              </Button>
            </Stack>
          </CardContent>
        </Card>
        <LogoUploadCard
          name={me.company.fullName}
          logoUrl={me.company.logoUrl}
          onUpload={(file) => uploadLogo.mutateAsync(file)}
          onRemove={() => removeLogo.mutateAsync()}
          uploading={uploadLogo.isPending}
          removing={removeLogo.isPending}
        />
        <SsoSettingsCard />
        <AbsenceAlertsSettingsCard />
        <CheckInSettingsCard />
        <RetentionCard />
        <WebhooksCard />
      </Stack>
    </>
  );
}
