// Run by platform/process-guard.test.ts in a process of its own: an `'error'` event without a listener
// and a rejected promise nobody awaits, each inside a request's scope, under the guard.
import { EventEmitter } from "node:events";
import Fastify from "fastify";
import { installProcessGuard, registerRequestScope } from "../platform/process-guard.ts";

const print = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);
const log = {
  error: (fields: { err: Error; reqId?: string; kind: string }) =>
    print({ kind: fields.kind, reqId: fields.reqId, message: fields.err.message }),
};
installProcessGuard(log as never);

const app = Fastify({
  genReqId: (() => {
    let next = 42;
    return () => `req-${next++}`;
  })(),
});
registerRequestScope(app);
app.get("/stream", async () => {
  const source = new EventEmitter();
  setImmediate(() => source.emit("error", new Error("the stream failed")));
  return "ok";
});
app.get("/rejection", async () => {
  setImmediate(() => void Promise.reject(new Error("nobody awaited")));
  return "ok";
});
await app.inject({ method: "GET", url: "/stream" });
await app.inject({ method: "GET", url: "/rejection" });
// The errors come at the next turns of the event loop; the guard has logged them after two more.
for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
await app.close();
print({ alive: true });
