/** Where Glentia's people are: Crete and the sea around it (a little wider than SPEC §5's place bounds). */
export const CRETE_AREA = { north: 36.1, south: 34.6, east: 26.7, west: 23.2 } as const;

/** Whether a position lies in the Crete area. */
export function isInCreteArea(point: { lat: number; lng: number }): boolean {
  return (
    point.lat >= CRETE_AREA.south &&
    point.lat <= CRETE_AREA.north &&
    point.lng >= CRETE_AREA.west &&
    point.lng <= CRETE_AREA.east
  );
}
