import { useState } from "react";

/**
 * A searched Autocomplete's picked value and typed text: `pickerProps` binds both (the pick goes to
 * `onChange`), `input` is the text to search with.
 */
export function usePickerInput<Value>(value: Value, onChange: (value: Value) => void) {
  const [input, setInput] = useState("");
  return {
    input,
    pickerProps: {
      value,
      onChange: (_: unknown, picked: Value) => onChange(picked),
      inputValue: input,
      onInputChange: (_: unknown, text: string) => setInput(text),
    },
  };
}
