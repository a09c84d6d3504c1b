// A local OpenID Connect provider to try single sign-on by hand (the tests' oidc-provider, with its
// development login form): `npm run sso:demo-provider`, then start the app with
// SSO_ALLOW_HTTP_LOOPBACK=true and paste what this prints into « Connexion unique » on /dashboard/custom.
// Its accounts sign in with any password; their login is the part of the e-mail before the @ and company.
import { startTestProvider } from "../apps/api/src/test/oidc-provider.ts";

const publicUrl = (process.env.PUBLIC_URL ?? "http://localhost:3000").replace(/\/+$/, "");
const port = Number(process.env.SSO_DEMO_PORT ?? 3999);
const accounts = {
  "admin-horizon": { email: "admin@horizon.example", emailVerified: true },
  "prof-horizon": { email: "prof@horizon.example", emailVerified: true },
  "apprenant-horizon": { email: "apprenant@horizon.example", emailVerified: true },
  "non-verifie": { email: "admin@horizon.example", emailVerified: false },
  "admin-ata": { email: "admin@ata.example", emailVerified: true },
};
const provider = await startTestProvider(`${publicUrl}/api/auth/sso/callback`, accounts, port);
console.log(
  [
    `Fournisseur OpenID Connect de démonstration sur ${provider.issuer}`,
    `  Adresse du fournisseur : ${provider.issuer}`,
    `  Identifiant client     : ${provider.clientId}`,
    `  Secret client          : ${provider.clientSecret}`,
    `  Adresse de retour      : ${publicUrl}/api/auth/sso/callback`,
    `  Identifiants (tout mot de passe) : ${Object.keys(accounts).join(", ")}`,
  ].join("\n"),
);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void provider.close().then(() => process.exit(0)));
