import * as oidc from "openid-client";

// The one file that speaks to the identity providers (openid-client): discovery, the authorization
// address, the code exchange with its checks.

export interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * An issuer must use HTTPS; one on this machine (the browser tests' provider) may use plain HTTP when
 * `SSO_ALLOW_HTTP_LOOPBACK` says so.
 */
export function isIssuerAllowed(issuer: string, allowHttpLoopback: boolean): boolean {
  const url = new URL(issuer);
  if (url.protocol === "https:") return true;
  return (
    allowHttpLoopback &&
    url.protocol === "http:" &&
    ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)
  );
}

const DISCOVERY_TIMEOUT_SECONDS = 5;
/** A provider's configuration is read again after this long (its keys rotate). */
const KEPT_MS = 10 * 60_000;

const kept = new Map<string, { at: number; configuration: Promise<oidc.Configuration> }>();

/**
 * The provider's configuration from its discovery document (`/.well-known/openid-configuration`);
 * throws when it cannot be read. The client authenticates with HTTP Basic, or by its POST body when
 * the provider only accepts that.
 */
export async function discoverProvider(
  settings: ProviderSettings,
  allowHttpLoopback: boolean,
): Promise<oidc.Configuration> {
  if (!isIssuerAllowed(settings.issuer, allowHttpLoopback)) throw new Error("an issuer needs HTTPS");
  const issuer = new URL(settings.issuer);
  const insecure = issuer.protocol === "http:";
  const options: oidc.DiscoveryRequestOptions = {
    timeout: DISCOVERY_TIMEOUT_SECONDS,
    ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
  };
  const found = await oidc.discovery(issuer, settings.clientId, undefined, oidc.None(), options);
  const metadata = found.serverMetadata();
  const methods = metadata.token_endpoint_auth_methods_supported;
  const onlyPost =
    methods !== undefined &&
    !methods.includes("client_secret_basic") &&
    methods.includes("client_secret_post");
  const auth = onlyPost
    ? oidc.ClientSecretPost(settings.clientSecret)
    : oidc.ClientSecretBasic(settings.clientSecret);
  const configuration = new oidc.Configuration(metadata, settings.clientId, settings.clientSecret, auth);
  if (insecure) oidc.allowInsecureRequests(configuration);
  return configuration;
}

/** The provider's configuration, read at most every ten minutes per company and settings. */
export function providerOf(
  companyId: string,
  version: string,
  settings: ProviderSettings,
  options: { now: number; allowHttpLoopback: boolean },
) {
  const key = `${companyId}\n${version}`;
  const entry = kept.get(key);
  if (entry && options.now - entry.at < KEPT_MS) return entry.configuration;
  const configuration = discoverProvider(settings, options.allowHttpLoopback);
  kept.set(key, { at: options.now, configuration });
  // A failed read is not kept.
  configuration.catch(() => kept.delete(key));
  return configuration;
}

/** The address that sends the browser to the provider, with PKCE (S256), state and nonce. */
export async function authorizationUrl(
  configuration: oidc.Configuration,
  redirectUri: string,
  checks: { codeVerifier: string; state: string; nonce: string },
): Promise<URL> {
  return oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: "openid email",
    response_type: "code",
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: "S256",
    state: checks.state,
    nonce: checks.nonce,
  });
}

/** New random checks of a sign-in. */
export function newChecks(): { codeVerifier: string; state: string; nonce: string } {
  return {
    codeVerifier: oidc.randomPKCECodeVerifier(),
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
  };
}

/**
 * Exchanges the code (checking the state, the PKCE verifier, the ID token's signature, issuer, audience
 * and nonce) and answers the e-mail the provider vouches for: from the ID token, else from its userinfo.
 */
export async function exchangeCode(
  configuration: oidc.Configuration,
  callbackUrl: URL,
  checks: { codeVerifier: string; state: string; nonce: string },
): Promise<{ email: string | undefined; emailVerified: boolean }> {
  const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error("no ID token");
  let source: Record<string, unknown> = claims;
  if (typeof claims.email !== "string") {
    source = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
  }
  return {
    email: typeof source.email === "string" ? source.email : undefined,
    emailVerified: source.email_verified === true,
  };
}
