import type sanitizeHtml from "sanitize-html";
import { loadSanitizeHtml } from "./heavy-modules.ts";

// The one allow-list for every rich text a user writes (chapters, assignment instructions…): what an
// editor such as TipTap produces, nothing that runs or restyles the page. Stored only once sanitised.

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...["p", "br", "hr", "h1", "h2", "h3", "h4", "blockquote", "pre", "code"],
    ...["strong", "b", "em", "i", "u", "s", "sub", "sup", "mark"],
    ...["ul", "ol", "li", "a", "img"],
    ...["table", "thead", "tbody", "tfoot", "tr", "th", "td", "colgroup", "col"],
  ],
  allowedAttributes: {
    // target and rel are set by transformTags below, whatever the writer put there.
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start"],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    code: ["class"],
  },
  allowedClasses: { code: ["language-*"] },
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  // Images also come from the application's own files (`/api/...`), a relative URL.
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer nofollow" },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !isAllowedImageSource(frame.attribs.src),
};

/** An image is either on https or one of the application's own files. */
function isAllowedImageSource(src: string | undefined): boolean {
  if (!src) return false;
  return src.startsWith("https://") || /^\/api\/[\w\-/.]+$/.test(src);
}

/** The HTML kept of what a user wrote: the allow-list above, every other tag, attribute and URL dropped. */
export async function sanitizeRichText(html: string): Promise<string> {
  return (await loadSanitizeHtml())(html, OPTIONS);
}
