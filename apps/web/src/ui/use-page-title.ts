import { useEffect } from "react";

export const PLATFORM_NAME = "Campus Formation";

/** Sets the browser tab's title for the current page. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PLATFORM_NAME}` : PLATFORM_NAME;
  }, [title]);
}
