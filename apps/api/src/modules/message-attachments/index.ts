// What the other modules may use of the messages' attachments: import it from here, never from its files.
export { detachAttachmentsOf } from "./message-attachments.erasure.service.ts";
export {
  attachmentCountSql,
  attachmentsOfMember,
  countMessagesOfMember,
  messageCountSql,
  messagesOfMember,
} from "./message-attachments.person.queries.ts";
export { listAttachmentBlobs } from "./message-attachments.queries.ts";
