import { FEATURE_FLAGS, FEATURE_LABELS, type FeatureFlags } from "@campus/contracts/companies";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Switch from "@mui/material/Switch";
import { useId } from "react";

interface FeatureSwitchesProps {
  value: FeatureFlags;
  onChange: (features: FeatureFlags) => void;
  isDisabled?: boolean;
}

/** "Fonctionnalités": one switch per menu feature a company may hide. */
export function FeatureSwitches({ value, onChange, isDisabled = false }: FeatureSwitchesProps) {
  const labelId = useId();
  return (
    <FormGroup role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId} sx={{ mb: 0.5 }}>
        Fonctionnalités
      </FormLabel>
      <FormHelperText sx={{ mx: 0, mt: 0, mb: 1 }}>
        Une fonctionnalité désactivée disparaît du menu des utilisateurs de l'entreprise.
      </FormHelperText>
      {FEATURE_FLAGS.map((flag) => (
        <FormControlLabel
          key={flag}
          disabled={isDisabled}
          control={
            <Switch
              checked={value[flag]}
              onChange={(event) => onChange({ ...value, [flag]: event.target.checked })}
            />
          }
          label={FEATURE_LABELS[flag]}
        />
      ))}
    </FormGroup>
  );
}
