import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { usePageTitle } from "../../../ui/use-page-title.ts";

/** The title and the line under it of a public page (sign-in, registration, links). */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: { xs: "1.5rem", sm: "1.75rem" }, mb: 0.5 }}>
        {title}
      </Typography>
      {children ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {children}
        </Typography>
      ) : null}
    </>
  );
}
