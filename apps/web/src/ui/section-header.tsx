import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";

/** The heading bar's layout: what it holds wraps under the title on narrow screens. */
export const SECTION_HEADER_SX = {
  p: 2,
  display: "flex",
  flexWrap: "wrap",
  gap: 1.5,
  alignItems: "center",
  justifyContent: "space-between",
} as const;

interface SectionHeaderProps {
  /** The section's heading (an h2). */
  title: ReactNode;
  /** The heading's id, for the section's `aria-labelledby`. */
  titleId?: string;
  /** Buttons on the right, side by side. */
  actions?: ReactNode;
}

/** The heading bar of a card that is a page's section: its h2 on the left, its actions on the right. */
export function SectionHeader({ title, titleId, actions }: SectionHeaderProps) {
  return (
    <Box sx={SECTION_HEADER_SX}>
      <Typography variant="h2" id={titleId} sx={{ fontSize: "1.125rem" }}>
        {title}
      </Typography>
      {actions ? <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>{actions}</Box> : null}
    </Box>
  );
}

interface SectionHeaderCardProps {
  title: ReactNode;
  actions?: ReactNode;
  /** Under the heading bar. */
  children: ReactNode;
}

/** A card that is a page's section, named by its heading bar. */
export function SectionHeaderCard({ title, actions, children }: SectionHeaderCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <SectionHeader title={title} titleId={titleId} actions={actions} />
      {children}
    </Card>
  );
}
