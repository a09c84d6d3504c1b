import { useSearchParamsUpdater } from "../../../lib/use-search-params-updater.ts";

/** A search kept in the address as `?q=`: the SearchField's value and onChange. */
export function useAddressSearch() {
  const [params, updateParams] = useSearchParamsUpdater();
  return { value: params.get("q") ?? "", onChange: (value: string) => updateParams({ q: value }) };
}
