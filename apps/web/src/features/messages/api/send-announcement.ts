import { CHAT_ENDPOINTS } from "@campus/contracts/chat.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CONVERSATIONS_KEY } from "../../../entities/messages/index.ts";
import { call } from "../../../lib/api-client.ts";

export function sendAnnouncement(courseId: string, text: string) {
  return call(CHAT_ENDPOINTS.sendAnnouncement, { params: { id: courseId }, body: { text } });
}

/** A teacher's message to every student of a course; the sender's conversations refresh. */
export function useSendAnnouncement(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendAnnouncement(courseId, text),
    onSuccess: () => client.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}
