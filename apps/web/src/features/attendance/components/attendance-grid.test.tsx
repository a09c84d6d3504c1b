import { type SlotAttendance, saveAttendanceBodySchema } from "@campus/contracts/attendance";
import { de } from "@campus/contracts/french";
import { MESSAGES } from "@campus/contracts/messages";
import type { SlotDetail } from "@campus/contracts/slots";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { AttendanceGrid } from "./attendance-grid.tsx";

const SLOT = "0b6f4c36-3f4c-4b0e-9d55-6c3f3a1b2c10";
const ANNA = "0b6f4c36-3f4c-4b0e-9d55-6c3f3a1b2c51";
const BRUNO = "0b6f4c36-3f4c-4b0e-9d55-6c3f3a1b2c52";
const CHLOE = "0b6f4c36-3f4c-4b0e-9d55-6c3f3a1b2c53";

// A slot already held: the roll may be called.
const SLOT_DETAIL: SlotDetail = {
  id: SLOT,
  course: { id: "0b6f4c36-3f4c-4b0e-9d55-6c3f3a1b2c00", title: "Algorithmique", thematicTitle: "" },
  teacher: null,
  startsAt: "2026-01-05T08:00:00.000Z",
  endsAt: "2026-01-05T11:00:00.000Z",
  room: null,
  mode: "presentiel",
  videoLink: null,
  status: "held",
  report: "",
  homework: "",
  fileCount: 0,
  files: [],
  attendance: null,
  canEdit: true,
  allowedStatuses: [],
  createdAt: "2026-01-01T08:00:00.000Z",
  updatedAt: "2026-01-01T08:00:00.000Z",
};

const item = (id: string, firstname: string, lastname: string) => ({
  student: { id, studentNumber: `N-${firstname}`, firstname, lastname, usageName: null },
  mark: null,
});

const ROLL: SlotAttendance = {
  slotId: SLOT,
  items: [item(ANNA, "Anna", "Arnaud"), item(BRUNO, "Bruno", "Blanc"), item(CHLOE, "Chloé", "Carré")],
};

async function renderRoll() {
  const requests = mockApi((request) => {
    if (request.url === `/api/slots/${SLOT}/attendance`) return Response.json(ROLL);
    return undefined;
  });
  renderWithProviders(<AttendanceGrid slot={SLOT_DETAIL} />);
  await screen.findByRole("list", { name: "Appel des apprenants" });
  return requests;
}

const statusOf = (name: string) => within(screen.getByRole("group", { name: `Présence ${de(name)}` }));
const minutesOf = (name: string) => screen.getByRole("textbox", { name: `Minutes de retard ${de(name)}` });
const save = () => screen.getByRole("button", { name: "Enregistrer les présences" });

describe("the roll call", () => {
  it("goes from a status to the minutes of a lateness and on to the next student with Tab", async () => {
    const user = userEvent.setup();
    await renderRoll();

    await user.click(statusOf("Arnaud Anna").getByRole("button", { name: "En retard" }));
    await user.tab();
    expect(document.activeElement).toBe(minutesOf("Arnaud Anna"));
    await user.tab();
    expect(document.activeElement).toBe(statusOf("Blanc Bruno").getByRole("button", { name: "Présent" }));
    await user.keyboard("{Enter}");
    expect(
      statusOf("Blanc Bruno").getByRole("button", { name: "Présent" }).getAttribute("aria-pressed"),
    ).toBe("true");
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(minutesOf("Arnaud Anna"));
  });

  it("refuses minutes that are not a whole number or more than 720, and sends nothing", async () => {
    const user = userEvent.setup();
    const requests = await renderRoll();

    await user.click(statusOf("Arnaud Anna").getByRole("button", { name: "En retard" }));
    await user.type(minutesOf("Arnaud Anna"), "5,5");
    await user.click(statusOf("Blanc Bruno").getByRole("button", { name: "En retard" }));
    await user.type(minutesOf("Blanc Bruno"), "721");
    await user.click(save());

    expect(await screen.findByText("Un nombre entier de minutes")).toBeDefined();
    expect(screen.getByText("720 minutes au maximum")).toBeDefined();
    expect(requests.filter((request) => request.method === "PUT")).toEqual([]);
  });

  it("sends the marked students only, with the minutes of a lateness", async () => {
    const user = userEvent.setup();
    const requests = await renderRoll();

    await user.click(statusOf("Arnaud Anna").getByRole("button", { name: "En retard" }));
    await user.type(minutesOf("Arnaud Anna"), "12");
    await user.click(statusOf("Blanc Bruno").getByRole("button", { name: "Absent" }));
    await user.click(save());

    await waitFor(() => expect(requests.some((request) => request.method === "PUT")).toBe(true));
    const sent = requests.find((request) => request.method === "PUT");
    expect(sent?.url).toBe(`/api/slots/${SLOT}/attendance`);
    expect(sent?.body).toEqual({
      marks: [
        { studentId: ANNA, status: "late", lateMinutes: 12 },
        { studentId: BRUNO, status: "absent", lateMinutes: null },
      ],
    });
    expect(saveAttendanceBodySchema.safeParse(sent?.body).success).toBe(true);
    expect(await screen.findByText(MESSAGES.saveOk)).toBeDefined();
  });
});
