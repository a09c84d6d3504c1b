import type { ChatPerson } from "@campus/contracts/chat";

/** The teacher the messaging tests write to. */
export const ANNA = "0b6f4c36-3f4c-4b0e-9d55-6c3f3a1b2c51";

export const ANNA_PERSON: ChatPerson = {
  id: ANNA,
  firstname: "Anna",
  lastname: "Arnaud",
  displayName: "Anna Arnaud",
  photoUrl: null,
  role: "teacher",
};
