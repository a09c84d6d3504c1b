/** What public/app-boot.js asked for before the app's modules ran, for the token it read then. */
interface EarlyRequests {
  token: string;
  /** A promise of undefined: the boot script decided not to ask (the page asks itself). */
  responses: Record<string, Promise<Response | undefined> | undefined>;
}

declare global {
  var __campusEarly: EarlyRequests | undefined;
}

/**
 * The answer to a GET of `path` that the boot script already asked for with this same token, once:
 * a later call asks the server afresh.
 */
export function takeEarlyResponse(
  path: string,
  token: string | null,
): Promise<Response | undefined> | undefined {
  const early = globalThis.__campusEarly;
  if (!early || early.token !== token) return undefined;
  const response = early.responses[path];
  delete early.responses[path];
  return response;
}
