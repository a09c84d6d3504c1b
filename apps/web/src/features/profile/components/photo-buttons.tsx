import { PHOTO_MESSAGES } from "@campus/contracts/accounts";
import { MESSAGES } from "@campus/contracts/messages";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import type { ChangeEvent } from "react";
import { failureMessage } from "../../../lib/failure-message.ts";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { useChangePhoto } from "../api/photo.ts";

/** Change or remove one's photo (PNG, JPEG, WebP; cropped to a square by the server). */
export function PhotoButtons({ hasPhoto }: { hasPhoto: boolean }) {
  const change = useChangePhoto();
  const { enqueueSnackbar } = useSnackbar();

  const handleChange = (file: File | null) =>
    change.mutate(file, {
      onSuccess: () =>
        enqueueSnackbar(file ? PHOTO_MESSAGES.saved : PHOTO_MESSAGES.removed, { variant: "success" }),
      onError: (error) => enqueueSnackbar(failureMessage(MESSAGES.uploadKo, error), { variant: "error" }),
    });

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) handleChange(file);
  };

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", justifyContent: "center", rowGap: 1 }}>
      <Button component="label" size="small" variant="outlined" loading={change.isPending}>
        {hasPhoto ? "Changer la photo" : "Ajouter une photo"}
        <input hidden type="file" accept="image/png,image/jpeg,image/webp" onChange={handleFile} />
      </Button>
      {hasPhoto ? (
        <Button size="small" color="inherit" disabled={change.isPending} onClick={() => handleChange(null)}>
          Retirer
        </Button>
      ) : null}
    </Stack>
  );
}
