/** Google Maps directions to a point, as the spec's cards link them (latitude, longitude). */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}
