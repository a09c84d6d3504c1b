import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import { useEffect } from "react";
import { Outlet, useLocation, useNavigation } from "react-router";
import { useFocusHeadingOnNavigation } from "./use-focus-heading.ts";

/** Around every page: scroll to the top on each new page, a thin bar while the next page's code loads. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  useFocusHeadingOnNavigation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation on purpose
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      {navigation.state === "loading" ? (
        <Box sx={{ position: "fixed", insetInline: 0, top: 0, zIndex: (theme) => theme.zIndex.tooltip + 1 }}>
          <LinearProgress aria-label="Chargement de la page" sx={{ height: 3 }} />
        </Box>
      ) : null}
      <Outlet />
    </>
  );
}
