import Linkify from "linkify-react";
import type { Opts } from "linkifyjs";

/**
 * Links open in a new tab, without giving it a handle on this page. Only web and mail addresses
 * become links: a `javascript:` text stays text.
 */
const LINK_OPTIONS: Opts = {
  target: "_blank",
  rel: "noopener noreferrer",
  validate: { url: (value: string) => /^(https?:\/\/|www\.)/i.test(value) || !value.includes(":") },
};

/**
 * A message's body: plain text, whatever it contains (React escapes it, no HTML is ever
 * interpreted), its line breaks kept and its web addresses clickable.
 */
export function MessageText({ body }: { body: string }) {
  return (
    <Linkify as="span" options={LINK_OPTIONS}>
      {body}
    </Linkify>
  );
}
