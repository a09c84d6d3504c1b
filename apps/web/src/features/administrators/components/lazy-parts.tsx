// What the administrators' list page (app/pages) loads apart from its first paint, exported through the
// feature's index with the boundary drawn here, where the files are.
import Box from "@mui/material/Box";
import { loadEarly, loadWhenShown } from "../../../ui/load-when-shown.tsx";

// The form loads with its dialog, not with the list.
export const CreateAdministratorDialog = loadWhenShown(() =>
  import("./administrator-dialogs.tsx").then((module) => module.CreateAdministratorDialog),
);

// The platform operator's company picker is a select (Select, Menu, Popover): a file of its own,
// requested with the page; until it arrives a box of its size (a small field) holds its place.
export const CompanyPicker = loadEarly(
  () => import("./company-picker.tsx").then((module) => module.CompanyPicker),
  <Box aria-hidden sx={{ height: 40, minWidth: { xs: "100%", sm: 280 } }} />,
);
