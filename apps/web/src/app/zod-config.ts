import { config } from "zod";

// zod compiles object schemas with `new Function` unless told not to; our Content-Security-Policy
// forbids `unsafe-eval`, so the browser would refuse it (and report it in the console). Imported
// first by main.tsx, before any schema parses anything.
config({ jitless: true });
