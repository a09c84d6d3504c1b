// Budget of files: uploading then downloading a 200 MB file through the API raises the server's
// resident memory by less than 50 MB (files stream; none is held whole). Starts the real server on a
// temporary data directory and samples its RSS from /proc. Run: npx tsx scripts/measure-files.ts
// (add `--s3` to store the file in a local s3rver instead of DATA_DIR/files).
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import { Readable } from "node:stream";
import { startTestS3 } from "../apps/api/src/test/s3-server.ts";
import {
  residentBytes,
  sampleResidentGrowth,
  startServerProcess,
} from "../apps/api/src/test/server-process.ts";

const FILE_MB = 200;
const BUDGET_MB = 50;
const CHUNK = 64 * 1024;
const useS3 = process.argv.includes("--s3");
const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

const s3 = useS3 ? await startTestS3("campus-measure") : undefined;
const server = await startServerProcess({
  DATABASE_URL: "",
  UPLOAD_MAX_MB: String(FILE_MB + 10),
  ...(s3?.env ?? { S3_BUCKET: "" }),
});
const base = server.url;
const pid = server.child.pid as number;

async function api(pathname: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${pathname}`, init);
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${pathname}: ${response.status}`);
  return response.json();
}

try {
  const { token } = await api("/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@ata.example", password: "Demo2026!" }),
  });
  const auth = { authorization: `Bearer ${token}` };
  const slot = (await api("/api/slots?status=validated&pageSize=1", { headers: auth })).items[0];

  const memory = sampleResidentGrowth(pid);

  // The upload: a PDF header, then random bytes (one random block reused, so the client stays light).
  const block = randomBytes(CHUNK);
  const head = Buffer.from("%PDF-1.7\n");
  const size = FILE_MB * 1024 * 1024;
  const boundary = `----measure${randomBytes(8).toString("hex")}`;
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gros fichier.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`);
  const sent = createHash("sha256");
  async function* body() {
    yield preamble;
    for (let offset = 0; offset < size; offset += CHUNK) {
      const chunk = offset === 0 ? Buffer.concat([head, block.subarray(head.length)]) : block;
      sent.update(chunk);
      yield chunk;
    }
    yield epilogue;
  }
  const uploadStarted = performance.now();
  const created = await new Promise<{ id: string; size: number }>((resolve, reject) => {
    const request = http.request(`${base}/api/slots/${slot.id}/files`, {
      method: "POST",
      headers: {
        ...auth,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": preamble.length + size + epilogue.length,
      },
    });
    request.on("response", (response) => {
      const parts: Buffer[] = [];
      response.on("data", (part: Buffer) => parts.push(part));
      response.on("end", () => {
        const text = Buffer.concat(parts).toString();
        if (response.statusCode === 201) resolve(JSON.parse(text));
        else reject(new Error(`upload: ${response.statusCode} ${text}`));
      });
    });
    request.on("error", reject);
    Readable.from(body()).pipe(request);
  });
  const uploadMs = performance.now() - uploadStarted;
  const afterUpload = residentBytes(pid);
  if (created.size !== size) throw new Error(`stored ${created.size} bytes, sent ${size}`);

  const downloadStarted = performance.now();
  const received = createHash("sha256");
  let downloaded = 0;
  await new Promise<void>((resolve, reject) => {
    http
      .get(`${base}/api/slots/${slot.id}/files/${created.id}`, { headers: auth }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`download: ${response.statusCode}`));
        response.on("data", (part: Buffer) => {
          downloaded += part.length;
          received.update(part);
        });
        response.on("end", resolve);
        response.on("error", reject);
      })
      .on("error", reject);
  });
  const downloadMs = performance.now() - downloadStarted;
  const increase = memory.stop();
  const after = residentBytes(pid);
  if (downloaded !== size || received.digest("hex") !== sent.digest("hex")) {
    throw new Error("the downloaded file differs from the uploaded one");
  }

  console.log(`files (${FILE_MB} MB, store ${useS3 ? "s3 (s3rver)" : "local"}), server RSS:`);
  console.log(
    `  before ${mb(memory.before)} MB, peak ${mb(memory.before + increase)} MB, after upload ${mb(afterUpload)} MB, after ${mb(after)} MB`,
  );
  console.log(
    `  upload ${(uploadMs / 1000).toFixed(1)} s (${(FILE_MB / (uploadMs / 1000)).toFixed(0)} MB/s), download ${(downloadMs / 1000).toFixed(1)} s (${(FILE_MB / (downloadMs / 1000)).toFixed(0)} MB/s), bytes identical`,
  );
  console.log(
    `  peak increase ${mb(increase)} MB (budget < ${BUDGET_MB} MB): ${increase < BUDGET_MB * 1024 * 1024 ? "ok" : "OVER BUDGET"}`,
  );
  if (increase >= BUDGET_MB * 1024 * 1024) process.exitCode = 1;
} finally {
  await server.stop();
  await s3?.close();
}
