// What the other features may use of the proof bundles: the button and the dialog that download one.
export { ProofBundleButton } from "./components/proof-bundle-button.tsx";
export { ProofBundleDialog } from "./components/proof-bundle-dialog.tsx";
