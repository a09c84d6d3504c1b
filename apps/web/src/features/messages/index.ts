// What the app shell and the other features may use of the messaging: the course
// announcement button, and the handlers the live-events layer calls for the messaging events.

export { AnnouncementButton } from "./components/announcement-button.tsx";

export { onConversationRead, onMessageCreated, onUnreadChanged } from "./live-events.ts";
