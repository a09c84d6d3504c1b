// What app/ composes of the administrators: the list's table, a profile, the company's section and their paths.

export { companyAdministratorPath, ownAdministratorPath } from "./components/administrator-paths.ts";
export { AdministratorProfile } from "./components/administrator-profile.tsx";
export { AdministratorsTable } from "./components/administrators-table.tsx";
export { CompanyAdministratorsSection } from "./components/company-administrators-section.tsx";
export { CompanyPicker, CreateAdministratorDialog } from "./components/lazy-parts.tsx";
