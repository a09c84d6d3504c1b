import { BRANDING_MESSAGES } from "@campus/contracts/branding";
import { MESSAGES } from "@campus/contracts/messages";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ChangeEvent, useId, useState } from "react";
import { failureMessage } from "../lib/failure-message.ts";
import { CompanyLogo } from "./company-logo.tsx";
import { FilePickButton } from "./file-pick-button.tsx";
import { useSnackbar } from "./notifications.tsx";

interface LogoUploadCardProps {
  /** The company's name: the placeholder's initials and the preview's description. */
  name: string;
  logoUrl: string | null;
  /** Sends the file (the server checks its bytes and size and answers its French refusal). */
  onUpload: (file: File) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
  uploading: boolean;
  removing: boolean;
}

/**
 * A company's logo, its preview and its upload: PNG, JPEG or WebP (resized by the server) or SVG (sanitised;
 * refused with script). The company's own « Personnalisation » page and the operator's company page.
 */
export function LogoUploadCard({
  name,
  logoUrl,
  onUpload,
  onRemove,
  uploading,
  removing,
}: LogoUploadCardProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await action();
      enqueueSnackbar(done, { variant: "success" });
    } catch (failure) {
      setError(failureMessage(MESSAGES.uploadKo, failure));
    }
  };

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) void run(() => onUpload(file), BRANDING_MESSAGES.logoSaved);
  };

  return (
    // Positioned: the file input, hidden beside its button, stays clipped inside the card (no page overflow).
    <Card component="section" aria-labelledby={titleId} sx={{ position: "relative" }}>
      <CardContent>
        <Typography variant="h6" component="h2" id={titleId} sx={{ mb: 2 }}>
          Logo
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
          <CompanyLogo key={logoUrl ?? "none"} name={name} logoUrl={logoUrl} size={96} />
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              PNG, JPEG ou WebP (redimensionné à 512 px au plus) ou SVG, 2 Mo au plus.
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
              <FilePickButton
                variant="contained"
                loading={uploading}
                accept="image/png,image/jpeg,image/webp,image/svg+xml"
                onChange={handleFile}
              >
                {logoUrl ? "Remplacer le logo" : "Importer un logo"}
              </FilePickButton>
              {logoUrl ? (
                <Button
                  variant="outlined"
                  color="error"
                  loading={removing}
                  onClick={() => void run(onRemove, "Logo retiré")}
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
