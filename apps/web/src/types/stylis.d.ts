// stylis ships no types; the two names the app and stylis-plugin-rtl use, typed as emotion sees them.
declare module "stylis" {
  import type { StylisPlugin } from "@emotion/cache";

  export type Middleware = StylisPlugin;
  export const prefixer: StylisPlugin;
}
