/** Where a slot is held: "Salle 201" (the word added when the room lacks it), else "Distanciel". */
export function slotPlace(slot: { room: string | null; mode: string }): string {
  if (slot.room) return /^salle\b/i.test(slot.room) ? slot.room : `Salle ${slot.room}`;
  return slot.mode === "distanciel" ? "Distanciel" : "Salle non précisée";
}
