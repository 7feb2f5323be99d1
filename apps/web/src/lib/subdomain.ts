/**
 * A single event can be shared as its own address, `<event id>.<base host>` (SPEC §2: "can also
 * be reached through a subdomain showing a single event").
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The event id named by the host, or `null` for the base host itself and any other host. */
export function eventIdFromHost(hostname: string, baseHost: string | null | undefined): string | null {
  if (!baseHost) return null;
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const base = baseHost.toLowerCase().replace(/^\./, '').replace(/\.$/, '');
  if (!base || !host.endsWith(`.${base}`)) return null;
  const label = host.slice(0, -(base.length + 1));
  return UUID.test(label) ? label : null;
}

/** Where the app should go on start: the event's page when opened at its subdomain's root. */
export function subdomainEventPath(
  location: { hostname: string; pathname: string },
  baseHost: string | null | undefined,
): string | null {
  const id = eventIdFromHost(location.hostname, baseHost);
  if (!id) return null;
  return location.pathname === '/' || location.pathname === '/home' || location.pathname === ''
    ? `/glentia/${id}`
    : null;
}
