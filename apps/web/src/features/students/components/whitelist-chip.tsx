import Chip from "@mui/material/Chip";

const WHITELISTED = { label: "Oui", color: "success", variant: "filled" } as const;
const NOT_WHITELISTED = { label: "Non", color: "default", variant: "outlined" } as const;

/** "Oui" when the student may sign in under the whitelist rule (presentiel or listed), else "Non". */
export function WhitelistChip({ isWhitelisted }: { isWhitelisted: boolean }) {
  return <Chip size="small" {...(isWhitelisted ? WHITELISTED : NOT_WHITELISTED)} />;
}
