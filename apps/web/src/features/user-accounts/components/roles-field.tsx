import { ROLE_LABELS, ROLES, type Role } from "@campus/contracts/roles";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import { useId } from "react";

interface RolesFieldProps {
  value: readonly Role[];
  onChange: (roles: Role[]) => void;
  /** The roles the user may grant; the others are not offered. */
  choices: readonly Role[];
  isDisabled?: boolean;
  errorText?: string;
  helperText?: string;
}

/** "Rôles": one checkbox per role the signed-in user may grant. */
export function RolesField({
  value,
  onChange,
  choices,
  isDisabled = false,
  errorText,
  helperText,
}: RolesFieldProps) {
  const labelId = useId();
  const shown = ROLES.filter((role) => choices.includes(role) || value.includes(role));
  const handleToggle = (role: Role, isChecked: boolean) =>
    onChange(ROLES.filter((candidate) => (candidate === role ? isChecked : value.includes(candidate))));
  return (
    <FormControl component="fieldset" error={Boolean(errorText)} disabled={isDisabled} variant="standard">
      <FormLabel component="legend" id={labelId}>
        Rôles
      </FormLabel>
      <FormGroup row aria-labelledby={labelId}>
        {shown.map((role) => (
          <FormControlLabel
            key={role}
            label={ROLE_LABELS[role]}
            disabled={isDisabled || !choices.includes(role)}
            control={
              <Checkbox
                checked={value.includes(role)}
                onChange={(event) => handleToggle(role, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {errorText || helperText ? <FormHelperText>{errorText ?? helperText}</FormHelperText> : null}
    </FormControl>
  );
}
