// What the other modules may use of the tenants module: import it from here, never from its files.

export {
  type CompanyRow,
  companyExists,
  companyRow,
  companyRowsPage,
  deleteInstance,
  insertCompany,
  insertInstance,
  instancesOfCompanies,
  instancesOfCompany,
  updateCompanyRow,
} from "./tenants.companies.service.ts";
export {
  absenceAlertColumns,
  absenceAlertThresholds,
  companyFeatures,
  everyCompanyId,
  getCompanyBranding,
  listCompanyLogoUrls,
  listInstanceIds,
  retentionColumns,
  retentionDurations,
  saveCompanyBranding,
  toBranding,
  updateCompanySettings,
} from "./tenants.service.ts";
