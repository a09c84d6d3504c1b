import Card from "@mui/material/Card";
import CardHeader from "@mui/material/CardHeader";
import type { SxProps, Theme } from "@mui/material/styles";
import { type ReactNode, useId } from "react";

interface SectionCardProps {
  /** The section's heading (an h2), which names it. */
  title: ReactNode;
  subheader?: ReactNode;
  /** On the right of the heading (a chip, a button). */
  action?: ReactNode;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A card that is a section of the page, named by its heading. */
export function SectionCard({ title, subheader, action, sx, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={sx}>
      <CardHeader
        title={title}
        subheader={subheader}
        action={action}
        slotProps={{ title: { variant: "h6", component: "h2", id: titleId } }}
      />
      {children}
    </Card>
  );
}
