/** A parsed `Content-Disposition` header: its type and its parameters (names in lower case). */
export interface ContentDisposition {
  type: string;
  parameters: Readonly<Record<string, string>>;
}

// RFC 7230 token characters; a parameter name or an unquoted value is made of them.
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+/;
// RFC 8187 ext-value: charset ' [language] ' value-chars (attr-chars and %XX).
const EXT_VALUE = /^([!#$&+^`{}~0-9A-Za-z-]+)'[A-Za-z0-9-]*'((?:[!#$&+.^_`|~0-9A-Za-z-]|%[0-9A-Fa-f]{2})*)$/;

/**
 * Reads a header as RFC 6266 describes it: a type, then `; name=value` parameters whose value is a
 * token or a quoted-string (with `\` escapes). Text inside a quoted value is never read as a
 * parameter. Returns null when the header is not well formed.
 */
export function parseContentDisposition(header: string): ContentDisposition | null {
  let rest = header.trim();
  const type = TOKEN.exec(rest)?.[0];
  if (!type) return null;
  rest = rest.slice(type.length);
  const parameters: Record<string, string> = {};
  while (rest.trim() !== "") {
    rest = rest.trimStart();
    if (!rest.startsWith(";")) return null;
    rest = rest.slice(1).trimStart();
    const name = TOKEN.exec(rest)?.[0];
    if (!name) return null;
    rest = rest.slice(name.length).trimStart();
    if (!rest.startsWith("=")) return null;
    rest = rest.slice(1).trimStart();
    const value = rest.startsWith('"') ? readQuotedString(rest) : readToken(rest);
    if (!value) return null;
    rest = rest.slice(value.length);
    const key = name.toLowerCase();
    // A repeated parameter makes the header ambiguous (RFC 6266 §4.1): refuse it.
    if (Object.hasOwn(parameters, key)) return null;
    parameters[key] = value.text;
  }
  return { type: type.toLowerCase(), parameters };
}

function readToken(text: string): { text: string; length: number } | null {
  const token = TOKEN.exec(text)?.[0];
  return token ? { text: token, length: token.length } : null;
}

function readQuotedString(text: string): { text: string; length: number } | null {
  let value = "";
  for (let index = 1; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') return { text: value, length: index + 1 };
    if (char === "\\") {
      index += 1;
      if (index >= text.length) return null;
    }
    value += text[index];
  }
  return null;
}

/** The text of an RFC 8187 ext-value (`UTF-8''na%C3%AFve.pdf`), or null when it cannot be decoded. */
export function decodeExtValue(value: string): string | null {
  const match = EXT_VALUE.exec(value);
  if (!match?.[1] || match[2] === undefined) return null;
  const charset = match[1].toLowerCase();
  const encoded = match[2];
  if (charset === "utf-8") {
    try {
      return decodeURIComponent(encoded);
    } catch {
      return null;
    }
  }
  if (charset === "iso-8859-1") {
    return encoded.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  }
  return null;
}

/** The file name a download should be saved under: `filename*` when it decodes, else `filename`; or null. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const parsed = parseContentDisposition(header);
  if (!parsed) return null;
  const extended = parsed.parameters["filename*"];
  const decoded = extended === undefined ? null : decodeExtValue(extended);
  const name = decoded ?? parsed.parameters.filename ?? null;
  return name === null || name.trim() === "" ? null : name;
}
