import { describe, expect, it } from "vitest";
import { LoginLimiter } from "./login-limiter.ts";

describe("LoginLimiter", () => {
  it("blocks a key after the maximum failures and forgets them after a minute", () => {
    let now = 1_000_000;
    const limiter = new LoginLimiter(3, () => now);
    for (let i = 0; i < 3; i++) limiter.recordFailure(["ip:1"]);
    expect(limiter.isBlocked(["ip:1"])).toBe(true);
    expect(limiter.isBlocked(["ip:2"])).toBe(false);
    now += 61_000;
    expect(limiter.isBlocked(["ip:1"])).toBe(false);
  });

  it("blocks one address that tries many e-mails", () => {
    const limiter = new LoginLimiter(2);
    limiter.recordFailure(["email:a", "ip:9"]);
    limiter.recordFailure(["email:b", "ip:9"]);
    expect(limiter.isBlocked(["email:c", "ip:9"])).toBe(true);
  });
});
