import { BRANDING_MESSAGES } from "@campus/contracts/branding";
import { MESSAGES } from "@campus/contracts/messages";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ChangeEvent, useState } from "react";
import { isApiError } from "../../../lib/api-client.ts";
import { CompanyLogo } from "../../../ui/company-logo.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { useRemoveLogo, useUploadLogo } from "../api/branding.ts";

/** The company's logo: PNG, JPEG or WebP (resized by the server) or SVG (sanitised; refused with script). */
export function LogoCard({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const { enqueueSnackbar } = useSnackbar();
  const [error, setError] = useState<string | null>(null);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setError(null);
    try {
      await upload.mutateAsync(file);
      enqueueSnackbar(BRANDING_MESSAGES.logoSaved, { variant: "success" });
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : MESSAGES.uploadKo);
    }
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Logo
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
          <CompanyLogo key={logoUrl ?? "none"} name={name} logoUrl={logoUrl} size={96} />
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              PNG, JPEG ou WebP (redimensionné à 512 px au plus) ou SVG, 2 Mo au plus.
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
              <Button component="label" variant="contained" loading={upload.isPending}>
                Importer un logo
                <input
                  hidden
                  type="file"
                  accept="image/png,image/jpeg,image/webp,image/svg+xml"
                  onChange={(event) => void handleFile(event)}
                />
              </Button>
              {logoUrl ? (
                <Button
                  variant="outlined"
                  color="error"
                  loading={remove.isPending}
                  onClick={() => remove.mutate()}
                >
                  Retirer le logo
                </Button>
              ) : null}
            </Stack>
          </Stack>
        </Stack>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
