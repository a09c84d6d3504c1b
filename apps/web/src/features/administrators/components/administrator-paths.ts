/** `/dashboard/administrateurs/:uid`: an administrator of the signed-in user's company. */
export const ownAdministratorPath = (id: string) => `/dashboard/administrateurs/${encodeURIComponent(id)}`;

/** The spec's `/dashboard/{company}-admin/:uid`: an administrator of a named company (platform side). */
export const companyAdministratorPath = (companyId: string, id: string) =>
  `/dashboard/${encodeURIComponent(companyId)}-admin/${encodeURIComponent(id)}`;
