// What the other modules may use of the companies module: import it from here, never from its files.
export {
  getCompanyBranding,
  listInstanceIds,
  resolveCompanyScope,
  saveCompanyBranding,
} from "./companies.service.ts";
