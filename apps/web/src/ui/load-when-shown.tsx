import { type ComponentType, lazy, type ReactNode, Suspense } from "react";

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
