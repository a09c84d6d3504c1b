export * from "./audit.ts";
export * from "./companies.ts";
export * from "./login-attempts.ts";
export * from "./messaging.ts";
export * from "./meta.ts";
export * from "./school.ts";
export * from "./teaching.ts";
export * from "./users.ts";
