import { buffer } from "node:stream/consumers";
import yauzl from "yauzl";

/** Every entry of a zip with its bytes, by name; rejects when the zip is not whole (a cut download). */
export async function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const file = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, decodeStrings: true });
  const entries = new Map<string, Buffer>();
  for (;;) {
    const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
      file.once("entry", resolve);
      file.once("end", () => resolve(null));
      file.once("error", reject);
      file.readEntry();
    });
    if (!entry) return entries;
    entries.set(entry.fileName, await buffer(await file.openReadStreamPromise(entry)));
  }
}
