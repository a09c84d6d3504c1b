import { EVALUATION_TYPE_LABELS, EVALUATION_TYPES, type EvaluationType } from "@campus/contracts/evaluations";
import type { SxProps, Theme } from "@mui/material/styles";
import type { Control, Path } from "react-hook-form";
import { FormSelect } from "../../ui/form-select.tsx";

interface EvaluationTypeSelectProps<Values extends { type: EvaluationType }, Transformed> {
  control: Control<Values, unknown, Transformed>;
  sx?: SxProps<Theme>;
}

/** The « Type » of an evaluation in its forms (devoir, examen, oral…), bound to their `type` field. */
export function EvaluationTypeSelect<Values extends { type: EvaluationType }, Transformed>({
  control,
  sx,
}: EvaluationTypeSelectProps<Values, Transformed>) {
  return (
    <FormSelect
      control={control}
      name={"type" as Path<Values>}
      choices={EVALUATION_TYPES}
      labels={EVALUATION_TYPE_LABELS}
      label="Type"
      fullWidth
      sx={sx}
    />
  );
}
