import Box from "@mui/material/Box";
import { keyframes } from "@mui/material/styles";
import Typography from "@mui/material/Typography";

const pulse = keyframes`
  0%, 100% { transform: scale(0.6); opacity: 0.35; }
  50% { transform: scale(1); opacity: 1; }
`;

const SQUARES = [0, 1, 2, 3];

/** Full-screen wait while the profile (or a page's code) loads. */
export function LoadingScreen() {
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="loading-screen"
      sx={{
        position: "fixed",
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 3,
        bgcolor: "background.default",
      }}
    >
      <Box aria-hidden sx={{ display: "grid", gridTemplateColumns: "repeat(2, 20px)", gap: 1 }}>
        {SQUARES.map((index) => (
          <Box
            key={index}
            sx={{
              width: 20,
              height: 20,
              borderRadius: 1,
              bgcolor: index % 3 === 0 ? "primary.main" : "secondary.main",
              animation: `${pulse} 1.2s ease-in-out ${index * 0.15}s infinite`,
              "@media (prefers-reduced-motion: reduce)": { animation: "none", opacity: 0.8 },
            }}
          />
        ))}
      </Box>
      {/* A paragraph: subtitle1 alone is drawn as an <h6>, and a wait is no heading. */}
      <Typography variant="subtitle1" component="p" color="text.secondary">
        Chargement
      </Typography>
    </Box>
  );
}
