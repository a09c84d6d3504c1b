import { MESSAGES } from "@campus/contracts/messages";
import type { SlotFile } from "@campus/contracts/slots";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useDownloadSlotFile, useSlot } from "../../../entities/slots/index.ts";
import { useSnackbar } from "../../../ui/notifications.tsx";

/** The files of one slot as download links (read from the slot's detail, which an enrolled student may read). */
export function StudentSlotFiles({ slotId, label }: { slotId: string; label: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const slot = useSlot(slotId);
  const download = useDownloadSlotFile(slotId);

  const handleDownload = (file: SlotFile) => {
    download.mutate(file, {
      onError: () => enqueueSnackbar(MESSAGES.downloadKo, { variant: "error" }),
    });
  };

  if (slot.isPending) return <Skeleton variant="text" width={180} />;
  if (slot.isError) {
    return (
      <Typography variant="body2" color="text.secondary">
        Impossible de charger les fichiers.{" "}
        <Link component="button" type="button" variant="body2" onClick={() => void slot.refetch()}>
          Réessayer
        </Link>
      </Typography>
    );
  }
  if (slot.data.files.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: "none", m: 0, p: 0, display: "flex", flexWrap: "wrap", columnGap: 2, rowGap: 0.5 }}
    >
      {slot.data.files.map((file) => (
        <Box component="li" key={file.id} sx={{ minWidth: 0 }}>
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => handleDownload(file)}
            disabled={download.isPending && download.variables?.id === file.id}
            aria-label={`Télécharger ${file.name}`}
            sx={{
              display: "inline-flex",
              alignItems: "center",
              gap: 0.5,
              textAlign: "left",
              overflowWrap: "anywhere",
            }}
          >
            <FileDownloadOutlined fontSize="small" aria-hidden />
            {file.name}
          </Link>
        </Box>
      ))}
    </Box>
  );
}
