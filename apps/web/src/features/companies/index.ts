// What the other features may use of the companies: their cache key and the picker's query.
export { COMPANIES_KEY } from "./api/companies.ts";

export { useCompanyOptions } from "./api/company-options.ts";
