// The imports feature's public piece: the dialog the list pages open.
export { ImportDialog } from "./components/import-dialog.tsx";
