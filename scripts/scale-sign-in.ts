import { DEMO_PASSWORD } from "../apps/api/src/seed/demo-accounts.ts";

/**
 * The bearer headers of the scale data set's accounts (scripts/seed-scale.ts) on a server, each account
 * signed in once.
 */
export function scaleSignIn(serverUrl: string) {
  const tokens = new Map<string, string>();
  return async (email: string): Promise<Record<string, string>> => {
    if (!tokens.has(email)) {
      const response = await fetch(`${serverUrl}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      if (!response.ok)
        throw new Error(`login ${email}: ${response.status} (run scripts/seed-scale.ts first)`);
      tokens.set(email, ((await response.json()) as { token: string }).token);
    }
    return { authorization: `Bearer ${tokens.get(email)}` };
  };
}
