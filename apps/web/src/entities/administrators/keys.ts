/** Every administrators query starts with this key: an account changed from the accounts refreshes it. */
export const ADMINISTRATORS_KEY = ["administrators"] as const;
