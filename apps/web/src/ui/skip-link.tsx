import Link from "@mui/material/Link";

export const MAIN_CONTENT_ID = "contenu-principal";

/** Lets keyboard users jump over the menu to the page; visible only when focused. */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      sx={(theme) => ({
        position: "absolute",
        insetInlineStart: 8,
        top: -100,
        zIndex: theme.zIndex.tooltip,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: "background.paper",
        boxShadow: theme.shadows[4],
        "&:focus": { top: 8 },
      })}
    >
      Aller au contenu
    </Link>
  );
}
