/** Everything the app keeps in localStorage, under one prefix. */
const KEYS = {
  token: "campus.token",
  company: "campus.company",
  settings: "campus.settings",
} as const;

// localStorage throws in some private modes and when storage is full: the app must keep working.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value only lives for this page.
  }
}

export function getToken(): string | null {
  return read(KEYS.token);
}

export function setToken(token: string): void {
  write(KEYS.token, token);
}

export function clearToken(): void {
  write(KEYS.token, null);
}

/** The company of the last successful sign-in, used to brand the login page. */
export function getRememberedCompany(): string | null {
  return read(KEYS.company);
}

export function rememberCompany(companyId: string): void {
  write(KEYS.company, companyId);
}

/** The key of the theme settings, which a `storage` event names when another tab changes them. */
export const SETTINGS_STORAGE_KEY = KEYS.settings;

export function readSettingsJson(): unknown {
  const raw = read(KEYS.settings);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeSettingsJson(value: unknown): void {
  write(KEYS.settings, JSON.stringify(value));
}
