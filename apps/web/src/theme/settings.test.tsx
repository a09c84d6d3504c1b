import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SettingsProvider, useSettings } from "./settings.tsx";

function ModeSwitch() {
  const { mode, onModeChange } = useSettings();
  return (
    <button type="button" onClick={() => onModeChange(mode === "dark" ? "light" : "dark")}>
      {mode}
    </button>
  );
}

describe("SettingsProvider", () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it("writes nothing when it mounts, and saves a change made here", async () => {
    localStorage.setItem("campus.settings", JSON.stringify({ mode: "dark", direction: "ltr" }));
    const setItem = vi.spyOn(window.localStorage, "setItem");
    render(
      <SettingsProvider>
        <ModeSwitch />
      </SettingsProvider>,
    );
    await act(async () => undefined);
    expect(screen.getByRole("button").textContent).toBe("dark");
    // What it read needs no writing: a page mounting late (the sign-in page hydrates in a transition)
    // must not put back settings another tab has changed since.
    expect(setItem).not.toHaveBeenCalled();

    await act(async () => screen.getByRole("button").click());
    expect(screen.getByRole("button").textContent).toBe("light");
    expect(JSON.parse(localStorage.getItem("campus.settings") ?? "{}")).toEqual({
      mode: "light",
      direction: "ltr",
    });
    setItem.mockRestore();
  });

  it("follows a mode chosen in another tab", async () => {
    render(
      <SettingsProvider>
        <ModeSwitch />
      </SettingsProvider>,
    );
    await act(async () => undefined);
    expect(screen.getByRole("button").textContent).toBe("light");
    const chosen = JSON.stringify({ mode: "dark", direction: "ltr" });
    localStorage.setItem("campus.settings", chosen);
    await act(async () => {
      window.dispatchEvent(new StorageEvent("storage", { key: "campus.settings", newValue: chosen }));
    });
    expect(screen.getByRole("button").textContent).toBe("dark");
    expect(document.documentElement.style.colorScheme).toBe("dark");
    // Another key changing leaves the settings alone.
    localStorage.setItem("campus.settings", JSON.stringify({ mode: "light", direction: "ltr" }));
    await act(async () => {
      window.dispatchEvent(new StorageEvent("storage", { key: "campus.token", newValue: "x" }));
    });
    expect(screen.getByRole("button").textContent).toBe("dark");
  });
});
