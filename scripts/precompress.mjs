// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy next to every text file of the web
// app, so that the server sends them as they are (@fastify/static `preCompressed`) instead of
// compressing each answer. Only when the copy is smaller; at the strongest settings, since it is done once.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.resolve(process.argv[2] ?? path.join(root, "apps/web/dist"));
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/;
const MIN_BYTES = 512;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
let before = 0;
let afterBrotli = 0;
for (const file of files(dist)) {
  if (statSync(file).size < MIN_BYTES) continue;
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = gzipSync(bytes, { level: 9 });
  if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
  if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
  count += 1;
  before += bytes.length;
  afterBrotli += Math.min(br.length, bytes.length);
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompress: ${count} files, ${kb(before)} → ${kb(afterBrotli)} brotli (and gzip) in ${dist}`);
