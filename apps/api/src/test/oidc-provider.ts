import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type KoaContextWithOIDC } from "oidc-provider";

/** A person the test provider knows: their login (the account id) and the e-mail claims it vouches for. */
export interface ProviderAccount {
  email: string;
  emailVerified: boolean;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * A browser's trip through the provider: follows `authorizationUrl`, signs in as `login` on its login
   * form (any password), and answers the address it sends back to (the app's callback, with the code).
   */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider, with its development login form), on a free port of
 * 127.0.0.1, with one confidential client whose redirect address is `redirectUri`; PKCE is required.
 * Consent is granted at once (the school's own provider does not ask).
 */
export async function startTestProvider(
  redirectUri: string,
  accounts: Record<string, ProviderAccount>,
  port = 0,
): Promise<TestProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = "campus-test";
  const clientSecret = "un-secret-de-test-suffisamment-long";
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ["code"],
        grant_types: ["authorization_code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    cookies: { keys: ["cle-des-cookies-du-fournisseur-de-test"] },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      const account = accounts[id];
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({ sub: id, email: account.email, email_verified: account.emailVerified }),
      };
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope("openid email");
      await grant.save();
      return grant;
    },
  });
  server.on("request", provider.callback());

  async function signIn(authorizationUrl: string, login: string): Promise<URL> {
    const cookies = new Map<string, string>();
    const send = async (url: string, init: RequestInit = {}) => {
      const response = await fetch(url, {
        ...init,
        redirect: "manual",
        headers: {
          ...(init.headers as Record<string, string>),
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const at = pair?.indexOf("=") ?? -1;
        if (pair && at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return response;
    };
    let url = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop += 1) {
      if (url.origin !== issuer) return url;
      const response = await send(url.href);
      const location = response.headers.get("location");
      if (location) {
        url = new URL(location, url);
        continue;
      }
      // The login form: posted with the login and any password.
      const html = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`test provider: no form at ${url.href} (${response.status})`);
      const posted = await send(new URL(action, url).href, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ prompt: "login", login, password: "peu-importe" }).toString(),
      });
      const next = posted.headers.get("location");
      if (!next) throw new Error(`test provider: login refused (${posted.status})`);
      url = new URL(next, url);
    }
    throw new Error("test provider: too many redirects");
  }

  return {
    issuer,
    clientId,
    clientSecret,
    signIn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
