/** The roll call's place on a slot's sheet: `/dashboard/sessionfac/:id#appel` opens the sheet there. */
export const ROLL_CALL_ANCHOR = "appel";

/** A slot's sheet opened at its roll call (the teacher's home, « Faire l'appel »). */
export const rollCallPath = (slotId: string) =>
  `/dashboard/sessionfac/${encodeURIComponent(slotId)}#${ROLL_CALL_ANCHOR}`;
