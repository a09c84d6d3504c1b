import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** The `<dt>` and `<dd>` of one label and its value; an empty value shows « — ». */
function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
        {children || "—"}
      </Typography>
    </>
  );
}

/** One label and its value in a `<dl>`, the value under the label; an empty value shows « — ». */
export function DetailField({ label, value }: { label: string; value: string | null }) {
  return (
    <Box>
      <LabelledValue label={label}>{value}</LabelledValue>
    </Box>
  );
}

/** One label and its value in a `<dl>`, side by side from small screens up; an empty value shows « — ». */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "1fr", sm: "170px 1fr" },
        gap: { xs: 0, sm: 2 },
        py: 0.75,
      }}
    >
      <LabelledValue label={label}>{children}</LabelledValue>
    </Box>
  );
}
