import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useCompanyManifest } from "./company-manifest.ts";

// Only its own link goes: the document is shared with the worker's other test files (their styles).
afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="manifest"]')) link.remove();
});

describe("useCompanyManifest", () => {
  it("points the manifest at the company's own once it is known", () => {
    const link = document.createElement("link");
    link.rel = "manifest";
    link.href = "/manifest.webmanifest";
    document.head.append(link);
    const { rerender } = renderHook(({ id }: { id: string | undefined }) => useCompanyManifest(id), {
      initialProps: { id: undefined as string | undefined },
    });
    expect(link.getAttribute("href")).toBe("/manifest.webmanifest");
    rerender({ id: "horizon" });
    expect(link.getAttribute("href")).toBe("/api/branding/horizon/manifest.webmanifest");
  });
});
