import { useRef } from "react";
import { useSearchParams } from "react-router";

type ParamValue = string | number | undefined;

/**
 * The address's search parameters and a way to change some of them (an empty value removes one).
 * React Router's own setter starts from the last rendered parameters: two changes made before the
 * first navigation lands (a select, then a date typed at once) would lose the first. Here a change
 * starts from the previous one as long as the address has not moved since.
 */
export function useSearchParamsUpdater() {
  const [params, setParams] = useSearchParams();
  const pending = useRef<{ base: string; next: URLSearchParams } | null>(null);

  /**
   * Changes some parameters; unless `keepPage`, any change but the page itself goes back to page 1
   * (the page is `pageKey`: a list beside others on the page has its own).
   */
  const update = (changes: Record<string, ParamValue>, { keepPage = false, pageKey = "page" } = {}) => {
    const base = params.toString();
    const next = new URLSearchParams(pending.current?.base === base ? pending.current.next : params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === "") next.delete(key);
      else next.set(key, String(value));
    }
    if (!keepPage && !(pageKey in changes)) next.delete(pageKey);
    pending.current = { base, next };
    setParams(next, { replace: true });
  };

  return [params, update] as const;
}
