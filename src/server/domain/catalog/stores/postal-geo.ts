/**
 * Postal code → approximate coordinates, by country and prefix (longest prefix wins): the seeded
 * stores' areas plus a few large cities. A code matching no prefix is unknown (PCD404).
 */
type Point = { latitude: number; longitude: number };

const PREFIXES: Record<string, Record<string, [number, number]>> = {
  // US: first three ZIP digits.
  US: { '100': [40.7171, -74.0036], '101': [40.75, -73.99], '112': [40.65, -73.95], '606': [41.8917, -87.6243], '981': [47.6116, -122.3356], '941': [37.7749, -122.4194], '900': [34.0522, -118.2437], '021': [42.3601, -71.0589], '303': [33.749, -84.388] },
  // CA: forward sortation area or its first letter.
  CA: { M5B: [43.6544, -79.3807], M: [43.7, -79.42], V7Y: [49.2827, -123.1187], V: [49.25, -123.1], H3B: [45.5025, -73.5699], H: [45.5, -73.57], K: [45.42, -75.69], T: [51.05, -114.07] },
  // GB: outward code or area letters.
  GB: { W1D: [51.5152, -0.1418], W: [51.51, -0.2], EC: [51.52, -0.1], SW: [51.47, -0.17], M1: [53.4829, -2.2426], M: [53.48, -2.24], B: [52.48, -1.89], L: [53.41, -2.98] },
  // FR, DE, IT: first two digits.
  FR: { '75': [48.8566, 2.3522], '69': [45.763, 4.8357], '13': [43.2965, 5.3698], '33': [44.8378, -0.5792] },
  DE: { '10': [52.52, 13.405], '80': [48.1371, 11.572], '20': [53.5511, 9.9937], '50': [50.9375, 6.9603], '60': [50.1109, 8.6821] },
  IT: { '20': [45.4654, 9.1927], '00': [41.9028, 12.4964], '10': [45.0703, 7.6869], '80': [40.8518, 14.2681] },
};

const FORMATS: Record<string, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
  IT: /^\d{5}$/,
};

export function locatePostalCode(postalCode: string, country: string): Point | undefined {
  const code = postalCode.trim().toUpperCase();
  if (!FORMATS[country]?.test(code)) return undefined;
  const outward = country === 'GB' || country === 'CA' ? code.split(' ')[0]!.slice(0, country === 'CA' ? 3 : 4) : code;
  const table = PREFIXES[country] ?? {};
  for (let length = outward.length; length > 0; length--) {
    const found = table[outward.slice(0, length)];
    if (found) return { latitude: found[0], longitude: found[1] };
  }
  return undefined;
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
