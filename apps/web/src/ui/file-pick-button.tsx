import Box from "@mui/material/Box";
import Button, { type ButtonProps } from "@mui/material/Button";
import { type ChangeEvent, useRef } from "react";
import { VISUALLY_HIDDEN } from "./visually-hidden.ts";

interface FilePickButtonProps extends Omit<ButtonProps, "onChange" | "onClick"> {
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  accept?: string;
}

/**
 * A button that opens the file picker. The file input is its neighbour, hidden and out of the tab
 * order, not its child: a control inside a button is announced badly (axe: nested-interactive).
 */
export function FilePickButton({ onChange, accept, children, ...buttonProps }: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...buttonProps} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <Box
        component="input"
        ref={input}
        type="file"
        accept={accept}
        tabIndex={-1}
        aria-hidden
        onChange={onChange}
        sx={VISUALLY_HIDDEN}
      />
    </>
  );
}
