import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { NotificationHost } from "../ui/notifications.tsx";

/**
 * Renders a component as the app does: a query client, the toasts and a (memory) router, at `url`
 * (`/` by default); `router.state.location` tells where the component took the address.
 */
export function renderWithProviders(ui: ReactElement, { url = "/" }: { url?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: "*", element: ui }], { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <NotificationHost />
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router };
}

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

type Route = (request: SentRequest) => Response | Promise<Response> | undefined;

/** Stands in for the server at the network boundary: each request goes to `route`, and is recorded. */
export function mockApi(route: Route) {
  const requests: SentRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const text = typeof init?.body === "string" ? init.body : undefined;
      const request: SentRequest = {
        method: init?.method ?? "GET",
        url: String(input),
        body: text === undefined ? undefined : JSON.parse(text),
      };
      requests.push(request);
      return (
        route(request) ??
        Response.json({ error: { code: "NOT_FOUND", message: "Not found" } }, { status: 404 })
      );
    }),
  );
  return requests;
}
