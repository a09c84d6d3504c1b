// A slot's statuses and modes with their French labels, without zod: the pages of the first load
// (the home's slot chips) read them without the schemas of slots.ts.

/** Lifecycle of a créneau: proposed → validated → held, or cancelled (see SLOT_TRANSITIONS in slots.ts). */
export const SLOT_STATUSES = ["proposed", "validated", "held", "cancelled"] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

export const STATUS_LABELS: Record<SlotStatus, string> = {
  proposed: "proposé",
  validated: "validé",
  held: "réalisé",
  cancelled: "annulé",
};

export const SLOT_MODES = ["presentiel", "distanciel", "hybride"] as const;
export type SlotMode = (typeof SLOT_MODES)[number];

export const MODE_LABELS: Record<SlotMode, string> = {
  presentiel: "Présentiel",
  distanciel: "Distanciel",
  hybride: "Hybride",
};

/**
 * The modes whose students may sign from a distance while the slot runs, without the projector's code
 * (in a hybrid slot, those who follow it remotely; those in the room sign with the code).
 */
export const REMOTE_SIGNING_MODES: readonly SlotMode[] = ["distanciel", "hybride"];

export const isRemoteSigningMode = (mode: SlotMode): boolean => REMOTE_SIGNING_MODES.includes(mode);

/** The student's page that signs a slot from a distance (the check-in page with the slot and its course). */
export const remoteCheckInPath = (slot: { id: string; course: { id: string } }): string =>
  `/dashboard/emargement?distance=${encodeURIComponent(slot.id)}&cours=${encodeURIComponent(slot.course.id)}`;
