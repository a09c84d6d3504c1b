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
});
