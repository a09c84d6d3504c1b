import { endpointUrl } from "@campus/contracts/endpoint";
import type { SsoSettings } from "@campus/contracts/sso";
import { SSO_ENDPOINTS } from "@campus/contracts/sso.endpoints";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { isApiError } from "../../../lib/api-client.ts";
import { failureMessage } from "../../../lib/failure-message.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { PasswordField } from "../../../ui/password-field.tsx";
import { SectionCard } from "../../../ui/section-card.tsx";
import { TextInput } from "../../../ui/text-input.tsx";
import { useRemoveSsoSettings, useSaveSsoSettings, useSsoSettings } from "../api/sso-settings.ts";

type Field = "issuer" | "clientId" | "clientSecret" | "displayName" | "emailDomains";

const emptyForm = { issuer: "", clientId: "", clientSecret: "", displayName: "", emailDomains: "" };

const formOf = (settings: SsoSettings | null) =>
  settings
    ? {
        issuer: settings.issuer,
        clientId: settings.clientId,
        clientSecret: "",
        displayName: settings.displayName,
        emailDomains: settings.emailDomains.join(", "),
      }
    : emptyForm;

/** The address to register at the provider as the application's redirect URI. */
const callbackAddress = () => `${window.location.origin}${endpointUrl(SSO_ENDPOINTS.ssoCallback)}`;

/** « Connexion unique (OpenID Connect) » on the Personnalisation page: the company's identity provider. */
export function SsoSettingsCard() {
  const sso = useSsoSettings();
  return (
    <SectionCard
      title="Connexion unique (OpenID Connect)"
      subheader="Vos utilisateurs se connectent avec le compte de votre fournisseur d'identité ; seuls les comptes existants, à l'adresse e-mail vérifiée, sont reliés."
    >
      <CardContent sx={{ pt: 0 }}>
        {sso.isPending ? (
          <Skeleton height={220} role="progressbar" aria-label="Chargement" />
        ) : sso.isError ? (
          <LoadErrorAlert query={sso} message="Impossible de charger la connexion unique." />
        ) : (
          <SsoForm key={sso.data.settings?.updatedAt ?? "none"} settings={sso.data.settings} />
        )}
      </CardContent>
    </SectionCard>
  );
}

function SsoForm({ settings }: { settings: SsoSettings | null }) {
  const save = useSaveSsoSettings();
  const remove = useRemoveSsoSettings();
  const { enqueueSnackbar } = useSnackbar();
  const [form, setForm] = useState(() => formOf(settings));
  const [failure, setFailure] = useState<{ field?: Field; message: string } | null>(null);
  const [isConfirmingRemoval, setIsConfirmingRemoval] = useState(false);

  const bind = (field: Field) => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [field]: event.target.value })),
    isInvalid: failure?.field === field,
    fullWidth: true,
  });
  const helper = (field: Field, text?: string) => (failure?.field === field ? failure.message : text);

  const handleSave = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await save.mutateAsync({
        ...form,
        emailDomains: form.emailDomains
          .split(/[\s,;]+/)
          .map((domain) => domain.trim())
          .filter((domain) => domain !== ""),
      });
      enqueueSnackbar("Connexion unique enregistrée.", { variant: "success" });
    } catch (error) {
      const message = failureMessage("Enregistrement échoué.", error);
      const field = isApiError(error) ? (error.field?.split(".")[0] as Field | undefined) : undefined;
      setFailure({
        field,
        message: field && isApiError(error) ? (error.details[0]?.message ?? error.message) : message,
      });
    }
  };

  const handleRemove = async () => {
    try {
      await remove.mutateAsync();
      setIsConfirmingRemoval(false);
      enqueueSnackbar("Connexion unique désactivée.", { variant: "success" });
    } catch (error) {
      setIsConfirmingRemoval(false);
      setFailure({ message: failureMessage("Désactivation échouée.", error) });
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSave} spacing={2} aria-label="Connexion unique">
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
        <Chip
          size="small"
          color={settings ? "success" : "default"}
          label={settings ? "Activée" : "Non configurée"}
        />
        {settings ? (
          <Typography variant="body2" color="text.secondary">
            {`La page de connexion propose « Se connecter avec ${settings.displayName} ».`}
          </Typography>
        ) : null}
      </Stack>
      <TextInput
        label="Adresse du fournisseur (issuer)"
        placeholder="https://connexion.mon-ecole.fr"
        type="url"
        {...bind("issuer")}
        helperText={helper("issuer", "Son document de découverte est lu à l'enregistrement.")}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextInput label="Identifiant client" {...bind("clientId")} helperText={helper("clientId")} />
        <PasswordField
          label="Secret client"
          autoComplete="new-password"
          placeholder={settings?.hasClientSecret ? "•••• enregistré" : undefined}
          {...bind("clientSecret")}
          helperText={helper(
            "clientSecret",
            settings?.hasClientSecret ? "•••• enregistré : laissez vide pour le garder." : undefined,
          )}
        />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextInput
          label="Nom sur le bouton"
          placeholder="ENT de l'école"
          {...bind("displayName")}
          helperText={helper("displayName", "« Se connecter avec … »")}
        />
        <TextInput
          label="Domaines d'e-mail couverts"
          placeholder="mon-ecole.fr, etudiants.mon-ecole.fr"
          {...bind("emailDomains")}
          helperText={helper("emailDomains", "Séparés par des virgules.")}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
        {`Adresse de retour à déclarer chez le fournisseur : ${callbackAddress()}`}
      </Typography>
      {failure && !failure.field ? (
        <Alert severity="error" role="alert">
          {failure.message}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
        {settings ? (
          <Button color="error" onClick={() => setIsConfirmingRemoval(true)}>
            Désactiver
          </Button>
        ) : null}
        <Button type="submit" variant="contained" loading={save.isPending}>
          Enregistrer
        </Button>
      </Stack>
      <ConfirmDialog
        isOpen={isConfirmingRemoval}
        title="Désactiver la connexion unique ?"
        message="Le bouton disparaît de la page de connexion ; les comptes gardent leur mot de passe."
        confirmLabel="Désactiver"
        isDestructive
        isPending={remove.isPending}
        onConfirm={() => void handleRemove()}
        onClose={() => setIsConfirmingRemoval(false)}
      />
    </Stack>
  );
}
