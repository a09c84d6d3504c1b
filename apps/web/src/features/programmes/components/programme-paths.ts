/** « Gestion des programmes », the administrators' list. */
export const PROGRAMMES_PATH = "/dashboard/programs";

/** A programme's page, open to every signed-in user of the company. */
export const programmeDetailPath = (id: string) => `${PROGRAMMES_PATH}/${encodeURIComponent(id)}`;
