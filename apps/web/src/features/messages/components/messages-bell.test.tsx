import type { ConversationListItem } from "@campus/contracts/chat";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { ANNA, ANNA_PERSON } from "../test-people.ts";
import { MessagesBell } from "./messages-bell.tsx";

const UNREAD: ConversationListItem = {
  id: "0b6f4c36-3f4c-4b0e-9d55-6c3f3a1b2c99",
  other: ANNA_PERSON,
  lastMessageExcerpt: "",
  lastMessageAttachmentName: "consignes.pdf",
  lastMessageAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  unreadCount: 2,
  lastMessageIsMine: false,
  lastMessageIsRead: false,
};

describe("MessagesBell", () => {
  it("counts the unread conversations, lists them and marks them all read", async () => {
    let count = 1;
    const requests = mockApi((request) => {
      if (request.url === "/api/messages/unread-count") return Response.json({ count });
      if (request.method === "GET" && request.url.startsWith("/api/conversations?"))
        return Response.json({ items: count > 0 ? [UNREAD] : [], nextCursor: null });
      if (request.method === "POST" && request.url === "/api/conversations/read-all") {
        count = 0;
        return Response.json({ count: 0 });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<MessagesBell />);

    const bell = await screen.findByRole("button", { name: "Messages : 1 conversation non lue" });
    await user.click(bell);
    const dropdown = screen.getByRole("dialog", { name: "Messages" });
    const item = await within(dropdown).findByRole("link", { name: /Anna Arnaud/ });
    expect(item.getAttribute("href")).toBe(`/dashboard/chat/${ANNA}`);
    // An attachment alone has no text: the spec's default description.
    expect(item.textContent).toContain("Nouveau message");
    expect(item.textContent).toContain("il y a 5 minutes");
    expect(requests.some((r) => r.url.includes("unread=true"))).toBe(true);
    expect(within(dropdown).getByRole("link", { name: "Voir tous les messages" }).getAttribute("href")).toBe(
      "/dashboard/chat",
    );

    await user.click(within(dropdown).getByRole("button", { name: "Tout marquer comme lu" }));
    await waitFor(() => expect(within(dropdown).getByText("Aucun nouveau message")).toBeTruthy());
    const badge = screen.getByTestId("unread-badge").querySelector(".MuiBadge-badge");
    expect(badge?.className).toContain("MuiBadge-invisible");
    expect(within(dropdown).queryByRole("link", { name: /Anna Arnaud/ })).toBeNull();
  });
});
