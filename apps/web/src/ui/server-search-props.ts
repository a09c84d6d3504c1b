interface SearchState {
  isFetching: boolean;
  isError: boolean;
}

/** « Aucun apprenant » and « Impossible de charger les apprenants », under the list. */
interface SearchTexts {
  none: string;
  loadError: string;
}

/**
 * The props of an Autocomplete whose options the server searched: the list shows what it answered
 * (no second filter here), records match by id, and its notices are in French.
 */
export function serverSearchProps<Option extends { id: string }>(
  options: Option[],
  { isFetching, isError }: SearchState,
  texts: SearchTexts,
) {
  return {
    options,
    filterOptions: (answered: Option[]) => answered,
    isOptionEqualToValue: (option: Option, selected: Option) => option.id === selected.id,
    loading: isFetching,
    loadingText: "Chargement…",
    noOptionsText: isError ? texts.loadError : texts.none,
    openText: "Ouvrir",
    closeText: "Fermer",
  };
}
