import { describe, expect, it } from "vitest";
import { isAcceptableWebhookUrl, isAllowedAddress, type Resolver, resolveTarget } from "./safe-address.ts";
import { signWebhook, verifyWebhook } from "./signature.ts";

const publicDns: Resolver = async () => ["93.184.216.34"];
const target = (url: string, resolve: Resolver = publicDns, allowLoopback = false) =>
  resolveTarget(new URL(url), { allowLoopback, resolve });

describe("the addresses a webhook may reach (no SSRF)", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "169.254.169.254",
    "10.0.0.1",
    "172.16.5.4",
    "192.168.1.1",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "::ffff:127.0.0.1",
    "::ffff:169.254.169.254",
    "::ffff:10.0.0.1",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "64:ff9b::a00:1",
    "2002:a00:1::",
  ])("refuses %s", (address) => {
    expect(isAllowedAddress(address, false)).toBe(false);
  });

  it("accepts public addresses, v4 and v6", () => {
    expect(isAllowedAddress("93.184.216.34", false)).toBe(true);
    expect(isAllowedAddress("2606:2800:220:1:248:1893:25c8:1946", false)).toBe(true);
  });

  it("lets loopback through only when allowed, and nothing else private with it", () => {
    expect(isAllowedAddress("127.0.0.1", true)).toBe(true);
    expect(isAllowedAddress("::1", true)).toBe(true);
    expect(isAllowedAddress("::ffff:127.0.0.1", true)).toBe(false);
    expect(isAllowedAddress("10.0.0.1", true)).toBe(false);
    expect(isAllowedAddress("169.254.169.254", true)).toBe(false);
  });

  it("refuses IP literals in URLs, http, credentials and localhost when the subscription is written", () => {
    for (const url of [
      "https://127.0.0.1/hook",
      "https://169.254.169.254/latest/meta-data",
      "https://10.1.2.3/",
      "https://[::1]/",
      "https://[::ffff:127.0.0.1]/",
      "https://[fe80::1]/",
      "https://localhost/",
      "http://example.com/hook",
      "https://user:pass@example.com/",
      "ftp://example.com/",
      "pas une url",
    ])
      expect(isAcceptableWebhookUrl(url, false), url).toBe(false);
    expect(isAcceptableWebhookUrl("https://hooks.example.com/campus", false)).toBe(true);
    expect(isAcceptableWebhookUrl("http://127.0.0.1:4000/", true)).toBe(true);
    expect(isAcceptableWebhookUrl("http://10.0.0.1/", true)).toBe(false);
  });

  it("resolves the host and refuses it when any answer is private (DNS rebinding)", async () => {
    await expect(target("https://hooks.example.com/")).resolves.toBe("93.184.216.34");
    const rebinding: Resolver = async () => ["10.0.0.5"];
    await expect(target("https://rebind.example.com/", rebinding)).rejects.toThrow(/10\.0\.0\.5/);
    const mixed: Resolver = async () => ["93.184.216.34", "169.254.169.254"];
    await expect(target("https://mixed.example.com/", mixed)).rejects.toThrow(/169\.254/);
    const toLoopback: Resolver = async () => ["::1"];
    await expect(target("https://six.example.com/", toLoopback)).rejects.toThrow(/::1/);
    await expect(target("https://127.0.0.1/")).rejects.toThrow(/127\.0\.0\.1/);
    await expect(target("http://hooks.example.com/")).rejects.toThrow(/https/);
  });

  it("answers the one address it checked, so the connection never asks DNS again", async () => {
    let calls = 0;
    // First answer public, then private: only the first is asked, and it is the one connected to.
    const flipping: Resolver = async () => (++calls === 1 ? ["93.184.216.34"] : ["127.0.0.1"]);
    await expect(target("https://flip.example.com/", flipping)).resolves.toBe("93.184.216.34");
    expect(calls).toBe(1);
  });
});

describe("the signature (Standard Webhooks)", () => {
  const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

  it("matches the Standard Webhooks reference vector", () => {
    // From the specification's test suite (standard-webhooks/libraries).
    const body = '{"test": 2432232314}';
    expect(signWebhook(secret, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, body)).toBe(
      "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    );
  });

  it("verifies a delivery and fails on a tampered body, another secret or an old timestamp", () => {
    const body = JSON.stringify({ type: "student.created", data: { studentId: "x" } });
    const headers = { id: "d1", timestamp: "1000", signature: signWebhook(secret, "d1", 1000, body) };
    expect(verifyWebhook(secret, headers, body, 1000)).toBe(true);
    expect(verifyWebhook(secret, headers, body.replace("x", "y"), 1000)).toBe(false);
    expect(verifyWebhook("whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAA", headers, body, 1000)).toBe(false);
    expect(verifyWebhook(secret, headers, body, 1000 + 3600)).toBe(false);
  });
});
