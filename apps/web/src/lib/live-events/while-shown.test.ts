import { describe, expect, it, vi } from "vitest";
import { whileShown } from "./while-shown.ts";

function pageShow(persisted: boolean): Event {
  return Object.assign(new Event("pageshow"), { persisted });
}

describe("whileShown", () => {
  it("stops the stream when the page is hidden, and opens it again when the page comes back from the cache", () => {
    const stops: ReturnType<typeof vi.fn>[] = [];
    const open = vi.fn(() => {
      const stop = vi.fn();
      stops.push(stop);
      return stop;
    });
    const onRestore = vi.fn();
    const stopAll = whileShown(open, onRestore);
    expect(open).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event("pagehide"));
    expect(stops[0]).toHaveBeenCalledOnce();
    // A first showing (not from the cache) opens nothing more.
    window.dispatchEvent(pageShow(false));
    expect(open).toHaveBeenCalledTimes(1);

    window.dispatchEvent(pageShow(true));
    expect(onRestore).toHaveBeenCalledOnce();
    expect(open).toHaveBeenCalledTimes(2);
    // Shown again while open: still one stream.
    window.dispatchEvent(pageShow(true));
    expect(open).toHaveBeenCalledTimes(2);

    stopAll();
    expect(stops[1]).toHaveBeenCalledOnce();
    window.dispatchEvent(pageShow(true));
    expect(open).toHaveBeenCalledTimes(2);
  });
});
