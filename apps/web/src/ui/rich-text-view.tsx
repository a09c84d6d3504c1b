import Box, { type BoxProps } from "@mui/material/Box";
import type { Theme } from "@mui/material/styles";

interface RichTextViewProps extends Omit<BoxProps, "children" | "dangerouslySetInnerHTML"> {
  /** HTML as the server stored it: already sanitised by its allow-list (apps/api/src/platform/rich-text.ts). */
  html: string;
}

/** The typography of rich text, shared by the viewer and the editor. */
export const richTextSx = (theme: Theme) => ({
  ...theme.typography.body1,
  overflowWrap: "anywhere" as const,
  "& h1, & h2, & h3, & h4": { lineHeight: 1.3, mt: 3, mb: 1 },
  "& h1": theme.typography.h4,
  "& h2": theme.typography.h5,
  "& h3": theme.typography.h6,
  "& h4": theme.typography.subtitle1,
  "& p": { my: 1 },
  "& a": { color: "primary.main" },
  "& img": { maxWidth: "100%", height: "auto", borderRadius: 1 },
  "& blockquote": {
    borderInlineStart: 4,
    borderColor: "divider",
    m: 0,
    my: 2,
    px: 2,
    color: "text.secondary",
  },
  "& pre": {
    bgcolor: "action.hover",
    p: 2,
    borderRadius: 1,
    overflowX: "auto",
    fontSize: "0.875rem",
  },
  "& code": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace" },
  "& table": {
    borderCollapse: "collapse" as const,
    display: "block",
    overflowX: "auto",
    maxWidth: "100%",
    my: 2,
  },
  "& th, & td": { border: 1, borderColor: "divider", px: 1.5, py: 0.75, textAlign: "start" as const },
  "& th": { bgcolor: "action.hover", fontWeight: 600 },
  "& > :first-of-type": { mt: 0 },
});

/** Shows rich text written in the application (chapters, instructions…) in the theme's typography. */
export function RichTextView({ html, sx, ...rest }: RichTextViewProps) {
  return (
    <Box
      {...rest}
      dir="auto"
      sx={[richTextSx, ...(Array.isArray(sx) ? sx : [sx])]}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised it with an allow-list before storing it.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
