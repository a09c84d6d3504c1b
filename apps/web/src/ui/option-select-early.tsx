import Box from "@mui/material/Box";
import { loadEarly } from "./load-when-shown.tsx";
import type { OptionSelectProps } from "./option-select.tsx";

/**
 * OptionSelect for a first page's filters: a select brings Select, Menu, Popover and Modal (some
 * 20 KB gzip), requested once the page has shown its data; until then a box of the field's size (a
 * small field is 40 px high, a normal one 56) with the field's own `sx` holds its place.
 */
export const EarlyOptionSelect = loadEarly(
  () => import("./list-controls.ts").then((module) => module.OptionSelect),
  ({ size, sx }: OptionSelectProps) => (
    <Box aria-hidden sx={[{ height: size === "small" ? 40 : 56 }, ...(Array.isArray(sx) ? sx : [sx])]} />
  ),
);
