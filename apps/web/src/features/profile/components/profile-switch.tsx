import type { ProfileFormValues } from "@campus/contracts/profile";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Switch from "@mui/material/Switch";
import { type Control, Controller } from "react-hook-form";
import type { ProfileFormInput } from "./profile-form-values.ts";

type SwitchName = "isPublic" | "messageDigest";

/** A yes/no preference of the profile form, with the sentence that explains it read by screen readers. */
export function ProfileSwitch({
  control,
  name,
  label,
  help,
}: {
  control: Control<ProfileFormInput, unknown, ProfileFormValues>;
  name: SwitchName;
  label: string;
  help: string;
}) {
  const helpId = `profile-${name}-help`;
  return (
    <Box sx={{ gridColumn: "1 / -1" }}>
      <Controller
        control={control}
        name={name}
        render={({ field: { value, onChange, onBlur } }) => (
          <FormControlLabel
            control={
              <Switch
                checked={value}
                onChange={(event) => onChange(event.target.checked)}
                onBlur={onBlur}
                slotProps={{ input: { "aria-describedby": helpId } }}
              />
            }
            label={label}
          />
        )}
      />
      <FormHelperText id={helpId} sx={{ mt: 0 }}>
        {help}
      </FormHelperText>
    </Box>
  );
}
