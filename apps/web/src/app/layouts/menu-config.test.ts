import type { FeatureFlags } from "@campus/contracts/companies";
import type { Role } from "@campus/contracts/roles";
import { describe, expect, it } from "vitest";
import { visibleMenuSections } from "./menu-config.ts";

const ALL_ON: FeatureFlags = {
  whitelist: true,
  writtenCourses: true,
  cohorts: true,
  enrolments: true,
  programmes: true,
};
// The demo company `ata`: whitelist and written courses hidden, like the spec's tenant.
const ATA: FeatureFlags = { ...ALL_ON, whitelist: false, writtenCourses: false };

function labels(roles: Role[], features: FeatureFlags = ALL_ON) {
  return visibleMenuSections({ roles, company: { features } }).map((section) => ({
    section: section.subheader,
    items: section.items.map((item) => item.title),
  }));
}

describe("visibleMenuSections", () => {
  it("shows an admin the management section without Administrateurs", () => {
    expect(labels(["admin"])).toEqual([
      {
        section: "Gestion",
        items: [
          "Sessions scolaires",
          "Gestion des inscriptions",
          "Gestion des programmes",
          "Gestion des professeurs",
          "Gestion des apprenants",
          "Gestion de whitelist",
          "Gestion des cours",
          "Gestion des séances",
          "Gestion des absences",
          "Historique",
        ],
      },
    ]);
  });

  it("adds Administrateurs for a company super-administrator", () => {
    const [gestion] = labels(["superadmincom"], ATA);
    expect(gestion?.items).toContain("Administrateurs");
    expect(gestion?.items).not.toContain("Gestion de whitelist");
  });

  it("gives the platform super-administrator the companies section too", () => {
    expect(labels(["superadmin"]).map((section) => section.section)).toEqual(["Gestion", "Plateforme"]);
  });

  it("hides the items a company turned off", () => {
    expect(labels(["student"], ATA)).toEqual([
      {
        section: "Apprenant",
        items: [
          "Tableau de bord",
          "Messagerie",
          "Profil",
          "Cours",
          "Emploi du temps",
          "Émargement",
          "Dépôts",
        ],
      },
    ]);
    expect(labels(["student"])[0]?.items).toContain("Cours écrits");
  });

  it("shows a teacher their items", () => {
    expect(labels(["teacher"])).toEqual([
      { section: "Professeur", items: ["Tableau de bord", "Messagerie", "Cours", "Planning", "Dépôts"] },
    ]);
  });

  it("does not repeat an item for a user with several roles", () => {
    expect(labels(["student", "teacher"])).toEqual([
      {
        section: "Apprenant",
        items: [
          "Tableau de bord",
          "Messagerie",
          "Profil",
          "Cours",
          "Cours écrits",
          "Emploi du temps",
          "Émargement",
          "Dépôts",
        ],
      },
      { section: "Professeur", items: ["Cours"] },
    ]);
  });

  it("shows nothing to a user without a role", () => {
    expect(labels([])).toEqual([]);
  });
});
