import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import { useState } from "react";
import { TextInput, type TextInputProps } from "./text-input.tsx";

/** A password input with a button that shows or hides what was typed. */
export function PasswordField(props: Omit<TextInputProps, "type" | "endAdornment">) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={isVisible ? "text" : "password"}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={isVisible ? "Masquer le mot de passe" : "Afficher le mot de passe"}
            onClick={() => setIsVisible((current) => !current)}
            onMouseDown={(event) => event.preventDefault()}
            edge="end"
          >
            {isVisible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
