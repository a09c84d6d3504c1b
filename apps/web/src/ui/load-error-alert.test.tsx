import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../lib/api-client.ts";
import { LoadErrorAlert } from "./load-error-alert.tsx";

describe("LoadErrorAlert", () => {
  afterEach(cleanup);

  it("retries the query", async () => {
    const refetch = vi.fn();
    render(
      <LoadErrorAlert
        query={{ error: new Error("down"), refetch, isRefetching: false }}
        message="Impossible de charger le cours."
        missingMessage="Ce cours est introuvable."
      />,
    );
    expect(screen.getByRole("alert").textContent).toContain("Impossible de charger le cours.");
    await userEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("says the thing is missing on a 404, without retry", () => {
    const error = new ApiError({ status: 404, code: "not_found", message: "Not found" });
    render(
      <LoadErrorAlert
        query={{ error, refetch: vi.fn() }}
        message="Impossible de charger le cours."
        missingMessage="Ce cours est introuvable, ou vous n'y avez pas accès."
      />,
    );
    expect(screen.getByRole("alert").textContent).toContain(
      "Ce cours est introuvable, ou vous n'y avez pas accès.",
    );
    expect(screen.queryByRole("button", { name: "Réessayer" })).toBeNull();
  });
});
