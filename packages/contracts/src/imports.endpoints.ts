import { endpoints, schemasOf } from "./endpoint.ts";
import { ADMIN_ROLES } from "./roles.ts";

const imports = schemasOf(() => import("./imports.ts"));
const params = imports("importParamsSchema");

export const IMPORTS_ENDPOINTS = endpoints("imports", {
  previewImport: {
    method: "POST",
    path: "/api/imports/:kind/preview",
    access: ADMIN_ROLES,
    kind: "upload",
    params,
    response: imports("importReportSchema"),
  },
  commitImport: {
    method: "POST",
    path: "/api/imports/:kind/commit",
    access: ADMIN_ROLES,
    kind: "upload",
    params,
    response: imports("importReportSchema"),
  },
  buildImportSample: {
    method: "GET",
    path: "/api/imports/:kind/sample",
    access: ADMIN_ROLES,
    kind: "file",
    params,
    query: imports("importSampleQuerySchema"),
  },
});
