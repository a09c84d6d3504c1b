import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { downloadFromBox } from "../api/assignments.ts";
import { DownloadButton } from "./download-button.tsx";

const BOX = "11111111-1111-4111-8111-111111111111";
const SIGNED = `/api/assignments/${BOX}/download?scope=box&u=22222222-2222-4222-8222-222222222222&exp=1&sig=abc`;

const renderButton = () =>
  renderWithProviders(
    <DownloadButton
      label="Tout télécharger (zip)"
      icon={<DownloadOutlined />}
      start={() => downloadFromBox(BOX, { scope: "box" })}
    />,
  );

describe("DownloadButton with a box's signed link", () => {
  it("asks for the link, hands it to the browser's download manager and says the download started", async () => {
    const requests = mockApi((request) =>
      request.url.endsWith("/download-link") ? Response.json({ url: SIGNED }) : undefined,
    );
    const clicked: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.getAttribute("href") ?? "", download: this.download });
    });
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Tout télécharger (zip)" }));
    expect(await screen.findByRole("button", { name: "Téléchargement démarré" })).toBeDefined();
    expect(requests).toEqual([
      { method: "POST", url: `/api/assignments/${BOX}/download-link`, body: { scope: "box" } },
    ]);
    // The browser gets the signed link itself: no fetch of the file, no blob in the page.
    expect(clicked).toEqual([{ href: SIGNED, download: "" }]);
    expect(
      await screen.findByText("Téléchargement démarré", { selector: "#notistack-snackbar" }),
    ).toBeDefined();
    click.mockRestore();
  });

  it("says why when the link is refused, and « Error on download file » on a server fault", async () => {
    let answer = Response.json({ error: { code: "NOT_FOUND", message: "Not found" } }, { status: 404 });
    mockApi(() => answer);
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderButton();
    const button = screen.getByRole("button", { name: "Tout télécharger (zip)" });
    await userEvent.click(button);
    expect(
      await screen.findByText("Ressource introuvable.", { selector: "#notistack-snackbar" }),
    ).toBeDefined();

    answer = Response.json({ error: { code: "INTERNAL", message: "Something went wrong" } }, { status: 500 });
    await userEvent.click(screen.getByRole("button", { name: "Tout télécharger (zip)" }));
    expect(
      await screen.findByText("Error on download file", { selector: "#notistack-snackbar" }),
    ).toBeDefined();
    expect(click).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Tout télécharger (zip)" })).toBeDefined();
    click.mockRestore();
  });
});
