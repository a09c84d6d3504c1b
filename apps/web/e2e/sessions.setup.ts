// Signs each demo account in once, through the API, before the browser tests; they open the app with
// the saved session (support.ts: signInAs, signInByApi) instead of signing in again in every test.
import { mkdirSync, writeFileSync } from "node:fs";
import { expect, test as setup } from "@playwright/test";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, SESSIONS_DIR, sessionFile, TOKEN_KEY } from "./support.ts";

setup.beforeAll(() => mkdirSync(SESSIONS_DIR, { recursive: true }));

for (const email of DEMO_ACCOUNTS) {
  setup(`signs ${email} in once`, async ({ request, baseURL }) => {
    const response = await request.post("/api/auth/login", { data: { email, password: DEMO_PASSWORD } });
    expect(response.ok(), await response.text()).toBe(true);
    const { token } = (await response.json()) as { token: string };
    // Playwright's storage state: what the app keeps of a signed-in session (its token, in localStorage).
    const state = {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: TOKEN_KEY, value: token }] }],
    };
    writeFileSync(sessionFile(email), JSON.stringify(state));
  });
}
