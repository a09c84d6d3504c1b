import { createContext, type ReactNode, use, useEffect, useMemo, useState } from "react";
import { readSettingsJson, SETTINGS_STORAGE_KEY, writeSettingsJson } from "../lib/storage.ts";

export type ThemeMode = "light" | "dark";
export type Direction = "ltr" | "rtl";

export interface Settings {
  mode: ThemeMode;
  direction: Direction;
}

const DEFAULT_SETTINGS: Settings = { mode: "light", direction: "ltr" };

/** The stored settings, each field checked: an old or hand-edited value falls back to the default. */
export function loadSettings(): Settings {
  const stored = readSettingsJson();
  if (typeof stored !== "object" || stored === null) return DEFAULT_SETTINGS;
  const { mode, direction } = stored as Partial<Record<keyof Settings, unknown>>;
  return {
    mode: mode === "dark" || mode === "light" ? mode : DEFAULT_SETTINGS.mode,
    direction: direction === "rtl" || direction === "ltr" ? direction : DEFAULT_SETTINGS.direction,
  };
}

/** Whether these are the defaults, which the prerendered sign-in page was rendered with (login-main.tsx). */
export function isDefaultSettings(settings: Settings): boolean {
  return settings.mode === DEFAULT_SETTINGS.mode && settings.direction === DEFAULT_SETTINGS.direction;
}

/** Mirrors the settings on <html> so that native parts (scrollbars, text direction) follow. */
export function applySettingsToDocument(settings: Settings): void {
  const root = document.documentElement;
  root.dir = settings.direction;
  root.style.colorScheme = settings.mode;
}

interface SettingsContextValue extends Settings {
  onModeChange: (mode: ThemeMode) => void;
  onDirectionChange: (direction: Direction) => void;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);

export function SettingsProvider({ children }: { children: ReactNode }) {
  const [loaded] = useState<Settings>(loadSettings);
  const [settings, setSettings] = useState<Settings>(loaded);

  useEffect(() => {
    // Written once changed only: what was just read needs no writing, and a page that mounts late
    // (the sign-in page hydrates in a transition) must not put back what another tab has changed since.
    if (settings !== loaded) writeSettingsJson(settings);
    applySettingsToDocument(settings);
  }, [settings, loaded]);

  // A mode or direction chosen in another tab of the app follows here (the browser tells of another
  // document's localStorage change only).
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key !== SETTINGS_STORAGE_KEY) return;
      const next = loadSettings();
      setSettings((current) =>
        current.mode === next.mode && current.direction === next.direction ? current : next,
      );
    };
    window.addEventListener("storage", follow);
    return () => window.removeEventListener("storage", follow);
  }, []);

  const value = useMemo<SettingsContextValue>(
    () => ({
      ...settings,
      onModeChange: (mode) => setSettings((current) => ({ ...current, mode })),
      onDirectionChange: (direction) => setSettings((current) => ({ ...current, direction })),
    }),
    [settings],
  );

  return <SettingsContext value={value}>{children}</SettingsContext>;
}

export function useSettings(): SettingsContextValue {
  const value = use(SettingsContext);
  if (!value) throw new Error("useSettings must be used inside <SettingsProvider>");
  return value;
}
