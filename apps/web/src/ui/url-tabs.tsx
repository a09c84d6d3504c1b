import Box from "@mui/material/Box";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";

export interface UrlTab<V extends string> {
  value: V;
  label: string;
}

/**
 * The tab named by `?tab=` (the first one when absent or unknown) and its setter. Changing tab
 * drops the other parameters: they belong to the tab left.
 */
export function useUrlTab<V extends string>(tabs: readonly UrlTab<V>[]): [V, (value: V) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const first = tabs[0]!.value;
  const requested = searchParams.get("tab");
  const tab = tabs.find((item) => item.value === requested)?.value ?? first;
  const setTab = (value: V) => setSearchParams(value === first ? {} : { tab: value }, { replace: true });
  return [tab, setTab];
}

interface UrlTabsProps<V extends string> {
  tabs: readonly UrlTab<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Prefix of the tabs' and panel's ids, e.g. "course". */
  idPrefix: string;
  label: string;
  children: ReactNode;
}

/** Scrollable tabs (with arrows, phones too) and their one panel, wired for screen readers. */
export function UrlTabs<V extends string>({
  tabs,
  value,
  onChange,
  idPrefix,
  label,
  children,
}: UrlTabsProps<V>) {
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: "divider", mb: 3 }}>
        <Tabs
          value={value}
          onChange={(_, next: V) => onChange(next)}
          variant="scrollable"
          scrollButtons="auto"
          // MUI hides the scroll arrows on phones by default: the last tabs were cut (« Prése… »).
          allowScrollButtonsMobile
          aria-label={label}
        >
          {tabs.map((item) => (
            <Tab
              key={item.value}
              value={item.value}
              label={item.label}
              id={`${idPrefix}-tab-${item.value}`}
              aria-controls={`${idPrefix}-tabpanel-${item.value}`}
              sx={{ minWidth: { xs: 0, sm: 90 }, px: { xs: 1.25, sm: 2 } }}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${idPrefix}-tabpanel-${value}`} aria-labelledby={`${idPrefix}-tab-${value}`}>
        {children}
      </Box>
    </>
  );
}
