// What the other modules may use of the messages' attachments: import it from here, never from its files.
export { listAttachmentBlobs } from "./message-attachments.queries.ts";
