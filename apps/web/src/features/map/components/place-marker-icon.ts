/**
 * The map's own marker: a terracotta pin with the number of events at that place, or for a crowd
 * of venues too close to tell apart, a ringed disc with their events' number. An SVG in a
 * `divIcon`, 50×50 px (SPEC §9), so there are no image files for the bundler to lose.
 */
import { divIcon } from 'leaflet';

/** SPEC §9: marker icon 50×50. */
export const MARKER_SIZE = 50;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

export function placeMarkerIcon(
  count: number,
  label: string,
  { selected = false, crowd = false }: { selected?: boolean; crowd?: boolean } = {},
) {
  const shown = count > 99 ? '99+' : String(count);
  const fontSize = shown.length > 2 ? 10 : 13;
  const fill = selected ? '#0a5cad' : '#b4491a';
  const text = (y: number) =>
    `<text x="25" y="${y + fontSize * 0.36}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${fontSize}" font-weight="800" fill="${fill}">${shown}</text>`;
  const drawing = crowd
    ? `<circle cx="25" cy="25" r="22" fill="${fill}" fill-opacity="0.35"/><circle cx="25" cy="25" r="16" fill="${fill}" stroke="#fff" stroke-width="3"/><circle cx="25" cy="25" r="11" fill="#fff"/>${text(25)}`
    : `<ellipse cx="25" cy="47" rx="7" ry="2.5" fill="rgba(0,0,0,0.25)"/><path d="M25 47C25 47 8 30.5 8 19a17 17 0 0 1 34 0c0 11.5-17 28-17 28z" fill="${fill}" stroke="#fff" stroke-width="3"/><circle cx="25" cy="19" r="11" fill="#fff"/>${text(19)}`;
  return divIcon({
    className: crowd ? 'glentia-marker glentia-crowd' : 'glentia-marker',
    iconSize: [MARKER_SIZE, MARKER_SIZE],
    // A crowd stands on the middle of its venues as a pin stands on its place: the same box over
    // the same point, so markers kept a marker apart never cover each other, whichever kind.
    iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE - 2],
    html: `<span class="sr-only">${escapeHtml(label)}</span><svg viewBox="0 0 50 50" width="50" height="50" aria-hidden="true" focusable="false">${drawing}</svg>`,
  });
}
