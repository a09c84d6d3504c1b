// Read by zod when its module loads, before any schema is built: no code generation with
// `new Function`, which our Content-Security-Policy (no 'unsafe-eval') forbids. A classic script, so
// that it runs before the app's modules (a module importing zod.config() would run after them).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
