import Chip from "@mui/material/Chip";

/** "Oui" when the student may sign in under the whitelist rule (presentiel or listed), else "Non". */
export function WhitelistChip({ isWhitelisted }: { isWhitelisted: boolean }) {
  return (
    <Chip
      size="small"
      label={isWhitelisted ? "Oui" : "Non"}
      color={isWhitelisted ? "success" : "default"}
      variant={isWhitelisted ? "filled" : "outlined"}
    />
  );
}
