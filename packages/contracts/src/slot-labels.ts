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
