/** The path inside Glentia a link opens (`https://glentia.gr/glentia/…`, `glentia://g/…`), if any. */
export function deepLinkPath(link: string): string | null {
  try {
    const url = new URL(link);
    const path = url.protocol.startsWith('http')
      ? url.pathname
      : `/${url.host}${url.pathname}`.replace(/\/+$/, '');
    const event = path.match(/^\/(?:glentia|g)\/([0-9a-f-]{36})$/i);
    if (event) return `/glentia/${event[1]}`;
    return path.startsWith('/') && path.length > 1 ? `${path}${url.search}` : null;
  } catch {
    return null;
  }
}
