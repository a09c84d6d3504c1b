/** A calendar feed's address is its secret: `/api/calendar/<token>.ics`. */
const FEED_PATH = /^(\/api\/calendar\/)[A-Za-z0-9_-]{43}(\.ics)$/;
/** Query parameters that make a link work without a session: a signature, a person, a token. */
const SECRET_PARAMS = new Set(["sig", "token"]);

/**
 * A request's URL as the access log writes it: a signed link loses its query string (the signature
 * would let anyone who reads the log follow it), a calendar feed its token (issue 41).
 */
export function loggedUrl(url: string): string {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const feed = FEED_PATH.exec(path);
  const shownPath = feed ? `${feed[1]}…${feed[2]}` : path;
  if (queryAt === -1) return shownPath;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  const isSigned = [...params.keys()].some((key) => SECRET_PARAMS.has(key));
  return isSigned ? `${shownPath}?…` : `${shownPath}${url.slice(queryAt)}`;
}
