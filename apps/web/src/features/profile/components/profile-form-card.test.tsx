import type { Me } from "@campus/contracts/auth";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { ProfileFormCard } from "./profile-form-card.tsx";

const ME: Me = {
  id: "0b6f4c36-3f4c-4b0e-9d55-6c3f3a1b2c51",
  displayName: "Inès Martin",
  firstname: "Inès",
  lastname: "Martin",
  email: "ines.martin@ata.example",
  emailPerso: null,
  photoUrl: null,
  phoneNumber: null,
  country: null,
  address: null,
  state: null,
  city: null,
  zipCode: null,
  about: null,
  roles: ["student"],
  isPublic: false,
  messageDigest: true,
  companyId: "ata",
  instance: "principal",
  timeAdvised: "0",
  timeOnWebsite: "0",
  timeOnCourse: "0",
  externalId: null,
  disabled: false,
  createdBy: null,
  createdAt: "2026-01-05T08:00:00.000Z",
  updatedBy: null,
  updatedAt: "2026-01-05T08:00:00.000Z",
  company: {
    id: "ata",
    fullName: "ATA Formation",
    logoUrl: null,
    style: { light: {}, dark: {} },
    features: { whitelist: false, writtenCourses: false, cohorts: true, enrolments: true, programmes: true },
  },
  home: "/dashboard/app",
  mustChangePassword: false,
};

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
