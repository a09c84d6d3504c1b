import { CohortsPage as Cohorts } from "../../features/cohorts/pages/cohorts-page.tsx";
import { ProofBundleDialog } from "../../features/proof-bundles/index.ts";

/** `/dashboard/cohorts`: the cohorts feature's page with a cohort's « Dossier de preuve » dialog. */
export function CohortsPage() {
  return <Cohorts ProofBundleDialog={ProofBundleDialog} />;
}
