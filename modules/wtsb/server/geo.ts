// Distances on the ground between WGS-84 points (haversine), for department areas and nearby searches.
const R = 6371_000;
const rad = (d: number) => (d * Math.PI) / 180;

/** Metres between two points given as longitude and latitude. */
export function distanceMeters(lng1: number, lat1: number, lng2: number, lat2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * R * Math.asin(Math.sqrt(a)));
}
