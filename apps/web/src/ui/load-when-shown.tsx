import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useState,
} from "react";
import { whenPageSettled } from "../lib/page-settled.ts";

/**
 * A component whose code (a dialog and its form library, a heavy widget) is fetched the first time it
 * is rendered, not with the page: `const X = loadWhenShown(() => import("./x.tsx").then((m) => m.X))`.
 * Until it has loaded, `fallback` stands in its place.
 */
export function loadWhenShown<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): ComponentType<Props> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function LoadWhenShown(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/**
 * A piece of a first page that its first paint does without (the pagination, the tooltips, a
 * phone's sorter): its code is requested once the first page has shown its data (whenPageSettled),
 * and as soon as the module that declares it is evaluated on the pages after, and `fallback` (a box of its size, or the bare
 * children a tooltip wraps) stands in its place until it has arrived. It renders from the loaded
 * module without Suspense, whose reveals React holds back some 300 ms. A failed load leaves the
 * fallback and is tried again by the next piece shown.
 */
export function loadEarly<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode | ((props: Props) => ReactNode) = null,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let isRequested = false;
  const listeners = new Set<() => void>();
  const start = () => {
    if (isRequested) return;
    isRequested = true;
    load().then(
      (component) => {
        loaded = component;
        for (const listener of listeners) listener();
      },
      () => {
        isRequested = false;
      },
    );
  };
  whenPageSettled(start);
  return function LoadEarly(props: Props) {
    const [Loaded, setLoaded] = useState(() => loaded);
    useEffect(() => {
      // At a transition's priority: the arrived piece renders in slices that a tap can interrupt, not
      // in one block (a store's update, useSyncExternalStore, always renders at once).
      const show = () => startTransition(() => setLoaded(() => loaded));
      if (loaded) show();
      listeners.add(show);
      whenPageSettled(start);
      return () => void listeners.delete(show);
    }, []);
    if (Loaded) return <Loaded {...props} />;
    return typeof fallback === "function" ? fallback(props) : fallback;
  };
}
