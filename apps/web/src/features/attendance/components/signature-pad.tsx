import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useTheme } from "@mui/material/styles";
import { useEffect, useImperativeHandle, useRef, useState } from "react";
import type SignaturePadType from "signature_pad";

export interface SignaturePadHandle {
  /** The drawing as a PNG data URL, or null when nothing was drawn. */
  toPng(): string | null;
}

interface SignaturePadProps {
  label: string;
  ref?: React.Ref<SignaturePadHandle>;
  onChange?: (isEmpty: boolean) => void;
}

/** Bounded like the server's limits (1600 × 800): the canvas's own pixels, whatever the screen's density. */
const MAX_PIXEL_RATIO = 2;
const HEIGHT = 200;

/** A pad to sign with a finger or the mouse: black ink on white, whatever the theme, as on paper. */
export function SignaturePad({ label, ref, onChange }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadType | null>(null);
  const [isEmpty, setIsEmpty] = useState(true);
  // The pad's code loads with the page's first effect: a stroke drawn before it would be lost.
  const [isReady, setIsReady] = useState(false);
  const theme = useTheme();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let isCancelled = false;
    let pad: SignaturePadType | undefined;
    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
      canvas.width = Math.min(canvas.offsetWidth, 800) * ratio;
      canvas.height = HEIGHT * ratio;
      canvas.getContext("2d")?.scale(ratio, ratio);
      pad?.clear();
      setIsEmpty(true);
      onChange?.(true);
    };
    void import("signature_pad").then(({ default: SignaturePad }) => {
      if (isCancelled) return;
      pad = new SignaturePad(canvas, { penColor: "#000000", backgroundColor: "rgba(0,0,0,0)" });
      pad.addEventListener("endStroke", () => {
        setIsEmpty(false);
        onChange?.(false);
      });
      padRef.current = pad;
      resize();
      setIsReady(true);
    });
    window.addEventListener("resize", resize);
    return () => {
      isCancelled = true;
      window.removeEventListener("resize", resize);
      pad?.off();
    };
  }, [onChange]);

  useImperativeHandle(ref, () => ({
    toPng: () => (padRef.current && !padRef.current.isEmpty() ? padRef.current.toDataURL("image/png") : null),
  }));

  const handleClear = () => {
    padRef.current?.clear();
    setIsEmpty(true);
    onChange?.(true);
  };

  return (
    <Box>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-label={label}
        data-testid="signature-pad"
        data-ready={isReady}
        aria-busy={!isReady}
        sx={{
          display: "block",
          width: "100%",
          maxWidth: 800,
          height: HEIGHT,
          touchAction: "none",
          bgcolor: "#ffffff",
          border: 2,
          borderColor: theme.palette.mode === "dark" ? "grey.500" : "grey.400",
          borderStyle: "dashed",
          borderRadius: 1,
          cursor: "crosshair",
        }}
      />
      <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", mt: 1 }}>
        <Box component="span" sx={{ color: "text.secondary", typography: "body2" }}>
          {isEmpty ? "Signez dans le cadre ci-dessus." : "Signature tracée."}
        </Box>
        <Button size="small" onClick={handleClear} disabled={isEmpty}>
          Effacer
        </Button>
      </Box>
    </Box>
  );
}
