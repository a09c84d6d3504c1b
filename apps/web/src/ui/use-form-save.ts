import { setServerFieldErrors } from "../lib/server-field-errors.ts";
import { useSnackbar } from "./notifications.tsx";

interface FormSaveOptions<Field extends string> {
  /** The form's fields that a server message may go under. */
  fields: readonly Field[];
  /** react-hook-form's `setError`. */
  setError: Parameters<typeof setServerFieldErrors<Field>>[2];
  okMessage: string;
  koMessage: string;
}

/**
 * Runs a form's request with its notices: on success the success notice, then `onSaved` with the
 * answer; on a failure the failure notice and the server's field messages under their fields.
 */
export function useFormSave<Field extends string>({
  fields,
  setError,
  okMessage,
  koMessage,
}: FormSaveOptions<Field>) {
  const { enqueueSnackbar } = useSnackbar();
  return async <Answer>(request: () => Promise<Answer>, onSaved: (answer: Answer) => void) => {
    let answer: Answer;
    try {
      answer = await request();
    } catch (error) {
      enqueueSnackbar(koMessage, { variant: "error" });
      setServerFieldErrors(error, fields, setError);
      return;
    }
    enqueueSnackbar(okMessage, { variant: "success" });
    onSaved(answer);
  };
}
