/**
 * The value of the cookie `name` in a request's `Cookie` header (`a=1; b=2`), as it was sent (not
 * decoded), or null when the header has no such cookie. The first of two with one name wins, as
 * the browser sends the more specific path's first.
 */
export function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const equals = part.indexOf('=');
    if (equals >= 0 && part.slice(0, equals).trim() === name) return part.slice(equals + 1).trim();
  }
  return null;
}
