// What the other modules may use of the tenants module: import it from here, never from its files.
export {
  getCompanyBranding,
  listInstanceIds,
  saveCompanyBranding,
  toBranding,
  updateCompanySettings,
} from "./tenants.service.ts";
