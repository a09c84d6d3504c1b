import type { ChatMessage, ConversationThread } from "@campus/contracts/chat";
import { CHAT_MESSAGES } from "@campus/contracts/chat";
import { MESSAGES } from "@campus/contracts/messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, renderWithProviders, type SentRequest } from "../../../test/render.tsx";
import { ANNA, ANNA_PERSON } from "../test-people.ts";
import { ThreadPanel } from "./thread-panel.tsx";

const CONVERSATION = "0b6f4c36-3f4c-4b0e-9d55-6c3f3a1b2c99";

const THREAD: ConversationThread = {
  conversationId: CONVERSATION,
  other: ANNA_PERSON,
  unreadCount: 0,
};

function message(id: string, body: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    conversationId: CONVERSATION,
    authorId: ANNA,
    authorName: "Anna Arnaud",
    isMine: false,
    body,
    createdAt: "2026-11-23T09:00:00.000Z",
    isRead: true,
    readAt: null,
    isAnnouncement: false,
    course: null,
    attachment: null,
    ...overrides,
  };
}

const SENT_PATH = `/api/conversations/with/${ANNA}/messages`;

/** The thread with Anna: `history` newest first; each POST of a message answers with `onSend`. */
function serveThread(
  history: ChatMessage[],
  onSend: (request: SentRequest, attempt: number) => Response,
  thread: ConversationThread = THREAD,
) {
  let attempts = 0;
  const requests = mockApi((request) => {
    if (request.method === "GET" && request.url === `/api/conversations/with/${ANNA}`)
      return Response.json(thread);
    if (request.method === "POST" && request.url === `/api/conversations/with/${ANNA}/read`)
      return Response.json({ count: 0 });
    if (request.method === "GET" && request.url.startsWith(SENT_PATH))
      return Response.json({ items: history, nextCursor: null });
    if (request.method === "POST" && request.url === SENT_PATH) {
      attempts += 1;
      return onSend(request, attempts);
    }
    if (request.method === "GET" && request.url.startsWith("/api/conversations"))
      return Response.json({ items: [], nextCursor: null });
    return undefined;
  });
  return requests;
}

const echo = (request: SentRequest) =>
  Response.json(
    message("0b6f4c36-3f4c-4b0e-9d55-6c3f3a1b2d01", (request.body as { text: string }).text, {
      isMine: true,
      isRead: false,
      authorName: "Moi",
    }),
    { status: 201 },
  );

/** The field, once the thread has loaded (it is named after the other person and enabled then). */
async function findField() {
  const input = await screen.findByRole("textbox", { name: "Message à Anna Arnaud" });
  await waitFor(() => expect(input).toHaveProperty("disabled", false));
  return input;
}

describe("ThreadPanel", () => {
  it("sends on Enter and starts a new line on Shift+Enter", async () => {
    const requests = serveThread([], echo);
    const user = userEvent.setup();
    renderWithProviders(<ThreadPanel userId={ANNA} hasBackButton={false} />);
    const field = await findField();

    await user.type(field, "Bonjour{Shift>}{Enter}{/Shift}à demain");
    expect(field).toHaveProperty("value", "Bonjour\nà demain");
    expect(requests.filter((r) => r.method === "POST")).toHaveLength(0);

    await user.type(field, "{Enter}");
    await waitFor(() => expect(field).toHaveProperty("value", ""));
    const sent = requests.filter((r) => r.method === "POST" && r.url === SENT_PATH);
    expect(sent.map((r) => r.body)).toEqual([{ text: "Bonjour\nà demain" }]);
    const log = screen.getByRole("log");
    expect(await within(log).findByText(/Bonjour/)).toBeTruthy();
    expect(within(log).getByText("Envoyé")).toBeTruthy();
  });

  it("keeps the text after a failed send, says so, and sends it again on « Réessayer »", async () => {
    const requests = serveThread([], (request, attempt) =>
      attempt === 1
        ? Response.json({ error: { code: "INTERNAL", message: "Something went wrong" } }, { status: 500 })
        : echo(request),
    );
    const user = userEvent.setup();
    renderWithProviders(<ThreadPanel userId={ANNA} hasBackButton={false} />);
    const field = await findField();

    await user.type(field, "Mon devoir est en retard{Enter}");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(MESSAGES.saveKo);
    expect(field).toHaveProperty("value", "Mon devoir est en retard");

    await user.click(within(alert).getByRole("button", { name: "Réessayer" }));
    await waitFor(() => expect(field).toHaveProperty("value", ""));
    expect(screen.queryByRole("alert")).toBeNull();
    const sent = requests.filter((r) => r.method === "POST" && r.url === SENT_PATH);
    expect(sent.map((r) => r.body)).toEqual([
      { text: "Mon devoir est en retard" },
      { text: "Mon devoir est en retard" },
    ]);
  });

  it("shows the server's French message when too many messages were sent", async () => {
    serveThread([], () =>
      Response.json(
        { error: { code: "TOO_MANY_MESSAGES", message: CHAT_MESSAGES.tooMany } },
        { status: 429 },
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ThreadPanel userId={ANNA} hasBackButton={false} />);
    const field = await findField();

    await user.type(field, "Encore un{Enter}");
    expect((await screen.findByRole("alert")).textContent).toContain(CHAT_MESSAGES.tooMany);
    expect(field).toHaveProperty("value", "Encore un");
  });

  it("makes links clickable in a new tab and shows HTML as text", async () => {
    serveThread(
      [
        message("0b6f4c36-3f4c-4b0e-9d55-6c3f3a1b2d02", "Le support : https://exemple.fr/cours?id=3 à lire"),
        message("0b6f4c36-3f4c-4b0e-9d55-6c3f3a1b2d03", '<img src=x onerror="alert(1)"><b>gras</b>'),
      ],
      echo,
    );
    renderWithProviders(<ThreadPanel userId={ANNA} hasBackButton={false} />);

    const link = await screen.findByRole("link", { name: "https://exemple.fr/cours?id=3" });
    expect(link.getAttribute("href")).toBe("https://exemple.fr/cours?id=3");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");

    const log = screen.getByRole("log");
    expect(within(log).getByText('<img src=x onerror="alert(1)"><b>gras</b>')).toBeTruthy();
    expect(log.querySelector("img")).toBeNull();
    expect(log.querySelector("b")).toBeNull();
  });

  it("marks the thread read once when it opens with unread messages", async () => {
    const requests = serveThread(
      [message("0b6f4c36-3f4c-4b0e-9d55-6c3f3a1b2d04", "Nouveau", { isRead: false })],
      echo,
      { ...THREAD, unreadCount: 1 },
    );
    const readPath = `/api/conversations/with/${ANNA}/read`;
    const { queryClient } = renderWithProviders(<ThreadPanel userId={ANNA} hasBackButton={false} />);
    await waitFor(() => expect(queryClient.getQueryData(["messages", "unread-count"])).toEqual({ count: 0 }));
    // Give a loop the time to show itself.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(requests.filter((r) => r.method === "POST" && r.url === readPath)).toHaveLength(1);
  });
});
