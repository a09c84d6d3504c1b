// What the other modules may use of the branding module: import it from here, never from its files.

export { logoKeyOfUrl, removeLogo, replaceLogo } from "./branding.service.ts";
export { readLogoFile } from "./image-upload.ts";
export { photoKeyOfUrl } from "./photo.service.ts";
