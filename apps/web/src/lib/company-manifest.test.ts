import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useCompanyManifest } from "./company-manifest.ts";

afterEach(() => {
  document.head.innerHTML = "";
});

describe("useCompanyManifest", () => {
  it("points the manifest at the company's own once it is known", () => {
    document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest" />';
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const { rerender } = renderHook(({ id }: { id: string | undefined }) => useCompanyManifest(id), {
      initialProps: { id: undefined as string | undefined },
    });
    expect(link?.getAttribute("href")).toBe("/manifest.webmanifest");
    rerender({ id: "horizon" });
    expect(link?.getAttribute("href")).toBe("/api/branding/horizon/manifest.webmanifest");
  });
});
