/** The roll call of a slot: an excuse recorded from the absences refreshes it. */
export const slotAttendanceQueryKey = (slotId: string) => ["attendance", "slot", slotId] as const;
