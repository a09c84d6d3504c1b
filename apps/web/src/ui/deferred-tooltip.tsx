import type { TooltipProps } from "@mui/material/Tooltip";
import { loadEarly } from "./load-when-shown.tsx";

interface DeferredTooltipProps {
  title: string;
  /** One element that takes a ref (a button), as MUI's Tooltip wants. */
  children: TooltipProps["children"];
}

/**
 * MUI's Tooltip (with Popper, some 11 KB) after the first paint: until its file arrives the element
 * shows without it, in the same place. The element names itself (aria-label): the tooltip only says
 * it to the eye.
 */
export const DeferredTooltip = loadEarly<DeferredTooltipProps>(
  () => import("@mui/material/Tooltip").then((module) => module.default),
  ({ children }) => children,
);
