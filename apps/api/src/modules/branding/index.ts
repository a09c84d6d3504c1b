// What the other modules may use of the branding module: import it from here, never from its files.
export { logoKeyOfUrl } from "./branding.service.ts";
export { photoKeyOfUrl } from "./photo.service.ts";
