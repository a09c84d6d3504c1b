// The companies as every feature may use them (keys, queries, pickers): import them from here.
export { COMPANIES_KEY, COMPANY_LISTS_KEY, useCompanies } from "./companies.ts";
export { useCompanyOptions } from "./company-options.ts";
