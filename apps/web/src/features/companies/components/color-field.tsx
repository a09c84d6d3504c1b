import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import Typography from "@mui/material/Typography";
import { useId } from "react";

interface ColorFieldProps {
  label: string;
  /** "#RRGGBB", or "" for the platform's colour. */
  value: string;
  /** The platform's colour, shown while the company keeps it. */
  defaultColor: string;
  onChange: (value: string) => void;
  errorText?: string;
}

/** A colour input with its hex value and a way back to the platform's colour. */
export function ColorField({ label, value, defaultColor, onChange, errorText }: ColorFieldProps) {
  const inputId = useId();
  const isDefault = value === "";
  return (
    <Box>
      <Typography
        component="label"
        htmlFor={inputId}
        variant="body2"
        sx={{ fontWeight: 600, display: "block" }}
      >
        {label}
      </Typography>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mt: 0.75 }}>
        <Box
          component="input"
          id={inputId}
          type="color"
          value={isDefault ? defaultColor.toLowerCase() : value.toLowerCase()}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          sx={{
            width: 48,
            height: 36,
            p: 0.25,
            border: 1,
            borderColor: "divider",
            borderRadius: 1,
            bgcolor: "background.paper",
            cursor: "pointer",
          }}
        />
        <Typography variant="body2" sx={{ fontFamily: "monospace", minWidth: 70 }}>
          {isDefault ? "Par défaut" : value.toUpperCase()}
        </Typography>
        {isDefault ? null : (
          <Button
            size="small"
            onClick={() => onChange("")}
            aria-label={`Rétablir la couleur par défaut : ${label}`}
          >
            Rétablir
          </Button>
        )}
      </Box>
      {errorText ? <FormHelperText error>{errorText}</FormHelperText> : null}
    </Box>
  );
}
