import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScrollRegion } from "./scroll-region.tsx";

/** jsdom lays nothing out: give every element these widths. */
function widths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(clientWidth);
}

describe("ScrollRegion", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("a content wider than the screen: a hint, a fade and a focusable, labelled region", () => {
    widths(1000, 390);
    render(
      <ScrollRegion label="Liste des séances">
        <table />
      </ScrollRegion>,
    );
    const region = screen.getByRole("region", { name: "Liste des séances, défilement horizontal" });
    expect(region.tabIndex).toBe(0);
    expect(screen.getByTestId("scroll-hint").textContent).toBe("Faites défiler →");
    expect(screen.getByTestId("scroll-fade")).toBeTruthy();
  });

  it("a content that fits: no hint, no fade, no tab stop", () => {
    widths(390, 390);
    render(
      <ScrollRegion label="Liste des séances">
        <table />
      </ScrollRegion>,
    );
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.queryByTestId("scroll-hint")).toBeNull();
    expect(screen.queryByTestId("scroll-fade")).toBeNull();
  });
});
