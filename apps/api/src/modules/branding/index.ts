// What the other modules may use of the branding module: import it from here, never from its files.

export { readLogoFile } from "./branding.image-upload.service.ts";
export { logoKeyOfUrl, removeLogo, replaceLogo } from "./branding.service.ts";
export { photoKeyOfUrl } from "./photo.service.ts";
