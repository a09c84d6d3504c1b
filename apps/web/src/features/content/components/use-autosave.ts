import { useCallback, useEffect, useRef, useState } from "react";

export type SaveState = "idle" | "saving" | "saved" | "failed";

const DRAFT_PREFIX = "campus.chapter-draft.";
/** Time after the last keystroke before saving. */
const DEBOUNCE_MS = 1200;

interface Draft {
  title: string;
  body: string;
}

/** The text kept in the browser until the server has it (a failed save never loses it). */
export function readLocalDraft(id: string): Draft | null {
  try {
    const raw = localStorage.getItem(DRAFT_PREFIX + id);
    return raw ? (JSON.parse(raw) as Draft) : null;
  } catch {
    return null;
  }
}

function writeLocalDraft(id: string, draft: Draft | null) {
  try {
    if (draft) localStorage.setItem(DRAFT_PREFIX + id, JSON.stringify(draft));
    else localStorage.removeItem(DRAFT_PREFIX + id);
  } catch {
    // A full or disabled storage: the save to the server still runs.
  }
}

/**
 * Saves a chapter a moment after each change: the draft is written locally first, removed once the
 * server confirms it. `retry` saves the latest text again after a failure.
 */
export function useAutosave(id: string, save: (draft: Draft) => Promise<unknown>) {
  const [state, setState] = useState<SaveState>("idle");
  const latest = useRef<Draft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef(false);
  const saveRef = useRef(save);
  saveRef.current = save;

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const draft = latest.current;
    if (!draft || inFlight.current) return;
    inFlight.current = true;
    setState("saving");
    try {
      await saveRef.current(draft);
      if (latest.current === draft) {
        writeLocalDraft(id, null);
        latest.current = null;
      }
      setState("saved");
    } catch {
      setState("failed");
    } finally {
      inFlight.current = false;
    }
    // Changes made while saving go next.
    if (latest.current && latest.current !== draft)
      timer.current = setTimeout(() => void flush(), DEBOUNCE_MS);
  }, [id]);

  const change = useCallback(
    (draft: Draft) => {
      latest.current = draft;
      writeLocalDraft(id, draft);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DEBOUNCE_MS);
    },
    [id, flush],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  // Leaving the page saves what is pending (the local draft stays if that fails).
  useEffect(() => () => void flush(), [flush]);

  return { state, change, retry: flush };
}
