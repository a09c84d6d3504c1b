import InputAdornment from "@mui/material/InputAdornment";
import { TextInput } from "../../../ui/text-input.tsx";

interface ColorFieldProps {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A colour as `#RRGGBB`, typed or picked with the browser's colour picker. */
export function ColorField({ label, value, error, onChange }: ColorFieldProps) {
  const isHex = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value.trim())}
      fullWidth
      isInvalid={Boolean(error) || !isHex}
      helperText={error ?? (isHex ? undefined : "Couleur attendue au format #RRGGBB")}
      inputProps={{ spellCheck: false, maxLength: 7 }}
      startAdornment={
        <InputAdornment position="start">
          <input
            type="color"
            aria-label={`${label} : choisir`}
            value={isHex ? value : "#000000"}
            onChange={(event) => onChange(event.target.value.toUpperCase())}
            style={{
              width: 32,
              height: 32,
              border: "none",
              padding: 0,
              background: "none",
              cursor: "pointer",
            }}
          />
        </InputAdornment>
      }
    />
  );
}
