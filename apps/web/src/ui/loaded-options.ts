import type { OptionSelectProps, SelectOption } from "./option-select.tsx";

/** An OptionSelect's options read by a query: none until it answers, and `loadError` under it if it failed. */
export function loadedOptions<Item>(
  query: { isError: boolean },
  items: readonly Item[] | undefined,
  toOption: (item: Item) => SelectOption,
  loadError: string,
): Pick<OptionSelectProps, "options" | "loadError"> {
  return { options: (items ?? []).map(toOption), loadError: query.isError ? loadError : undefined };
}
