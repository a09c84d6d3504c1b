import type { Company } from "@campus/contracts/companies";
import { updateCompanyBodySchema } from "@campus/contracts/companies";
import { describe, expect, it } from "vitest";
import {
  companySettingsFormSchema,
  companySettingsValues,
  toUpdateCompanyBody,
} from "./company-form-schema.ts";

const company: Company = {
  id: "horizon",
  fullName: "École Horizon",
  contactAddress: "Paris",
  logoUrl: null,
  style: { light: { primary: "#1F4E9C" }, dark: {} },
  features: { whitelist: true, writtenCourses: true, cohorts: false, enrolments: false, programmes: false },
  instances: [{ id: "principal", name: "Site principal" }],
  userCount: 4,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("company settings form", () => {
  it("keeps unset colours as the platform's and sends only the chosen ones", () => {
    const values = companySettingsFormSchema.parse(companySettingsValues(company));
    expect(values.style.dark).toEqual({ primary: "", secondary: "" });
    const body = toUpdateCompanyBody(values);
    expect(body.style).toEqual({ light: { primary: "#1F4E9C" }, dark: {} });
    expect(body.logoUrl).toBeNull();
    expect(updateCompanyBodySchema.safeParse(body).success).toBe(true);
  });

  it("refuses a logo served over plain http", () => {
    const result = companySettingsFormSchema.safeParse({
      ...companySettingsValues(company),
      logoUrl: "http://example.com/logo.png",
    });
    expect(result.error?.issues[0]?.message).toBe("Adresse attendue : /chemin ou https://…");
  });
});
