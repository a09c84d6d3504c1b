import { BRANDING_MESSAGES } from "@campus/contracts/branding";
import { AppError } from "../../platform/errors.ts";
import { loadFileTypeFromBuffer, loadSanitizeHtml, loadSharp } from "../../platform/heavy-modules.ts";

/** The logo's largest side once resized (pixels). */
const LOGO_SIZE = 512;
const RASTER_TYPES = new Set(["image/png", "image/jpeg", "image/webp"]);

/** SVG drawing elements and attributes kept; everything else (script, foreignObject, events, links) goes. */
const SVG_TAGS = [
  "svg",
  "g",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "defs",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "mask",
  "title",
  "desc",
  "symbol",
];
const SVG_ATTRIBUTES = [
  "viewBox",
  "width",
  "height",
  "x",
  "y",
  "x1",
  "x2",
  "y1",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "d",
  "points",
  "fill",
  "fill-rule",
  "fill-opacity",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-opacity",
  "opacity",
  "transform",
  "id",
  "offset",
  "stop-color",
  "stop-opacity",
  "gradientUnits",
  "gradientTransform",
  "clip-path",
  "clip-rule",
  "mask",
  "font-family",
  "font-size",
  "font-weight",
  "text-anchor",
  "xmlns",
  "preserveAspectRatio",
  "class",
];
/** Script in any of its SVG forms: elements, event attributes, javascript: addresses. */
const SCRIPT = /<\s*script\b|\son[a-z]+\s*=|javascript\s*:|<\s*foreignobject\b/i;

export interface LogoImage {
  bytes: Buffer;
  extension: "png" | "svg";
  contentType: string;
}

const invalid = () => new AppError("INVALID_FILE", { field: "file", message: BRANDING_MESSAGES.invalidLogo });

/**
 * Checks a logo by its bytes: PNG, JPEG or WebP are resized and re-encoded as PNG (nothing of the
 * original file is kept); an SVG is refused when it holds script and otherwise kept through an allow-list.
 */
export async function prepareLogo(input: Buffer): Promise<LogoImage> {
  const type = await (await loadFileTypeFromBuffer())(input);
  if (type && RASTER_TYPES.has(type.mime)) {
    try {
      const sharp = await loadSharp();
      const bytes = await sharp(input, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize(LOGO_SIZE, LOGO_SIZE, { fit: "inside", withoutEnlargement: true })
        .png()
        .toBuffer();
      return { bytes, extension: "png", contentType: "image/png" };
    } catch {
      throw invalid();
    }
  }
  if (type) throw invalid();
  const text = input.toString("utf8");
  if (!/<svg[\s>]/i.test(text)) throw invalid();
  if (SCRIPT.test(text)) {
    throw new AppError("INVALID_FILE", { field: "file", message: BRANDING_MESSAGES.svgScript });
  }
  const sanitizeHtml = await loadSanitizeHtml();
  const clean = sanitizeHtml(text, {
    // XML keeps the case of names: each is allowed as SVG spells it and in lower case.
    allowedTags: [...SVG_TAGS, ...SVG_TAGS.map((tag) => tag.toLowerCase())],
    allowedAttributes: { "*": [...SVG_ATTRIBUTES, ...SVG_ATTRIBUTES.map((name) => name.toLowerCase())] },
    allowedSchemes: [],
    parser: { lowerCaseTags: false, lowerCaseAttributeNames: false, xmlMode: true },
  });
  if (!/^\s*<svg[\s>]/i.test(clean)) throw invalid();
  return { bytes: Buffer.from(clean, "utf8"), extension: "svg", contentType: "image/svg+xml" };
}
