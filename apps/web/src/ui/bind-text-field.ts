import {
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  get,
  type UseFormRegister,
} from "react-hook-form";

/**
 * The props that bind a MUI TextField to a react-hook-form field: its registration, the ref on the
 * <input> itself, and the field's error in red under it.
 */
export function bindTextField<Values extends FieldValues>(
  register: UseFormRegister<Values>,
  errors: FieldErrors<Values>,
  name: FieldPath<Values>,
) {
  const { ref, ...registration } = register(name);
  const error: FieldError | undefined = get(errors, name);
  return { ...registration, inputRef: ref, error: Boolean(error), helperText: error?.message };
}

/** The same for our TextInput (and the password fields built on it): the ref goes on the <input> as `ref`. */
export function bindTextInput<Values extends FieldValues>(
  register: UseFormRegister<Values>,
  errors: FieldErrors<Values>,
  name: FieldPath<Values>,
) {
  const error: FieldError | undefined = get(errors, name);
  return { ...register(name), isInvalid: Boolean(error), helperText: error?.message };
}
