import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import Button from "@mui/material/Button";

/** A list page's « Importer », beside its « Nouveau … »: it opens the page's import dialog (loaded on demand). */
export function ImportButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={onClick}>
      Importer
    </Button>
  );
}
