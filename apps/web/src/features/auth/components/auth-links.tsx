import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";

export interface AuthLink {
  to: string;
  label: string;
}

/**
 * The links under a public form (to sign in, register, get a link). Page loads, not the router's
 * links: the sign-in page is a document of its own (login.html), without the app's router.
 */
export function AuthLinks({ links }: { links: readonly AuthLink[] }) {
  return (
    <Stack component="nav" aria-label="Autres actions" spacing={1} sx={{ mt: 3 }}>
      {links.map((link) => (
        <Link key={link.to} href={link.to} variant="body2">
          {link.label}
        </Link>
      ))}
    </Stack>
  );
}

export const BACK_TO_LOGIN: AuthLink = { to: "/auth/login", label: "Retour à la connexion" };
