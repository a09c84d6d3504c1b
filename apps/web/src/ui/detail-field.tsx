import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** One label and its value in a `<dl>`; an empty value shows « — ». */
export function DetailField({ label, value }: { label: string; value: string | null }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
        {value || "—"}
      </Typography>
    </Box>
  );
}
