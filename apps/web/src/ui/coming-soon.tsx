import ConstructionOutlined from "@mui/icons-material/ConstructionOutlined";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

interface ComingSoonProps {
  /** The screen's name, shown as the page heading. */
  title: string;
  /** A link or button under the text, e.g. back to the sign-in page. */
  action?: ReactNode;
  /** Without its own frame, inside a card that already has one. */
  isPlain?: boolean;
}

/** What a screen shows until it is built. */
export function ComingSoon({ title, action, isPlain = false }: ComingSoonProps) {
  return (
    <Paper
      variant="outlined"
      data-testid="coming-soon"
      sx={{
        p: isPlain ? 0 : { xs: 3, sm: 5 },
        borderRadius: 4,
        borderStyle: isPlain ? "none" : "dashed",
        bgcolor: isPlain ? "transparent" : "background.paper",
        textAlign: "center",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        gap: 1.5,
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 64,
          height: 64,
          borderRadius: "50%",
          display: "grid",
          placeItems: "center",
          color: "primary.main",
          bgcolor: "action.hover",
        }}
      >
        <ConstructionOutlined fontSize="large" />
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: "1.5rem", sm: "1.75rem" } }}>
        {title}
      </Typography>
      <Typography color="text.secondary">Cette page arrive bientôt</Typography>
      {action ? <Box sx={{ mt: 1 }}>{action}</Box> : null}
    </Paper>
  );
}
