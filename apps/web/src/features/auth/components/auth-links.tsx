import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { Link as RouterLink } from "react-router";

export interface AuthLink {
  to: string;
  label: string;
}

/** The links under a public form (to sign in, register, get a link). */
export function AuthLinks({ links }: { links: readonly AuthLink[] }) {
  return (
    <Stack component="nav" aria-label="Autres actions" spacing={1} sx={{ mt: 3 }}>
      {links.map((link) => (
        <Link key={link.to} component={RouterLink} to={link.to} variant="body2">
          {link.label}
        </Link>
      ))}
    </Stack>
  );
}

export const BACK_TO_LOGIN: AuthLink = { to: "/auth/login", label: "Retour à la connexion" };
