import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { STUDENT_ME as ME } from "../../../test/me.ts";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { ProfileFormCard } from "./profile-form-card.tsx";

describe("the profile form's digest preference", () => {
  it("shows the preference, explains when it applies, and saves it switched off", async () => {
    const requests = mockApi((request) => {
      if (request.method === "PATCH" && request.url === "/api/profile") {
        return Response.json({ ...ME, ...(request.body as object) });
      }
      return undefined;
    });
    renderWithProviders(<ProfileFormCard me={ME} />);

    const digest = screen.getByRole<HTMLInputElement>("switch", {
      name: "Recevoir un récapitulatif par e-mail des messages non lus et des changements d'emploi du temps",
    });
    expect(digest.checked).toBe(true);
    const help = document.getElementById(digest.getAttribute("aria-describedby") ?? "");
    expect(help?.textContent).toMatch(/seulement si votre établissement/);

    await userEvent.click(digest);
    expect(digest.checked).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      method: "PATCH",
      url: "/api/profile",
      body: { messageDigest: false },
    });
    expect(await screen.findByText("Mise à jour réussie")).toBeTruthy();
  });
});
