import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { type ReactNode, useEffect, useState } from "react";

interface Overflow {
  /** The content is wider than the region. */
  isScrollable: boolean;
  /** Some of it lies beyond the end edge (the right one, left in right-to-left mode). */
  hasMoreAtEnd: boolean;
}

/** Whether the element scrolls sideways, and whether some of its content lies beyond its end edge. */
function useHorizontalOverflow(element: HTMLElement | null): Overflow {
  const [overflow, setOverflow] = useState<Overflow>({ isScrollable: false, hasMoreAtEnd: false });
  useEffect(() => {
    if (!element) return;
    const measure = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      // scrollLeft is negative in right-to-left mode: its magnitude is how far from the start.
      const next = { isScrollable: hidden > 1, hasMoreAtEnd: hidden - Math.abs(element.scrollLeft) > 1 };
      setOverflow((current) =>
        current.isScrollable === next.isScrollable && current.hasMoreAtEnd === next.hasMoreAtEnd
          ? current
          : next,
      );
    };
    measure();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    element.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer?.disconnect();
      element.removeEventListener("scroll", measure);
    };
  }, [element]);
  return overflow;
}

interface ScrollRegionProps {
  /** What scrolls, for screen readers: « Liste des séances ». */
  label: string;
  children: ReactNode;
}

/**
 * A region that scrolls sideways when its content (a wide table) is wider than the screen. Then it
 * says so: « Faites défiler → » above, a fade at the end edge while more lies beyond, and it takes
 * the keyboard focus (arrow keys scroll it) under the name « <label>, défilement horizontal ».
 */
export function ScrollRegion({ label, children }: ScrollRegionProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const { isScrollable, hasMoreAtEnd } = useHorizontalOverflow(element);
  const isRtl = useTheme().direction === "rtl";

  return (
    <Box sx={{ position: "relative" }}>
      {isScrollable ? (
        <Typography
          variant="caption"
          color="text.secondary"
          aria-hidden
          data-testid="scroll-hint"
          sx={{ display: "block", px: 2, pt: 1 }}
        >
          Faites défiler {isRtl ? "←" : "→"}
        </Typography>
      ) : null}
      <Box
        ref={setElement}
        role={isScrollable ? "region" : undefined}
        aria-label={isScrollable ? `${label}, défilement horizontal` : undefined}
        tabIndex={isScrollable ? 0 : undefined}
        sx={{
          overflowX: "auto",
          "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineOffset: -2 },
        }}
      >
        {children}
      </Box>
      {hasMoreAtEnd ? (
        <Box
          aria-hidden
          data-testid="scroll-fade"
          sx={(theme) => ({
            position: "absolute",
            top: 0,
            bottom: 0,
            insetInlineEnd: 0,
            width: 32,
            pointerEvents: "none",
            // Logical side: `insetInlineEnd` is not flipped, so neither is the gradient's way.
            backgroundImage: `linear-gradient(${isRtl ? 270 : 90}deg, transparent, ${theme.palette.background.paper})`,
          })}
        />
      ) : null}
    </Box>
  );
}
