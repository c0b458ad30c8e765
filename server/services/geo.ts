/**
 * Offline address conversion for the demo city (Hangzhou): a small table of its districts with
 * their centres. Forward: an address naming a district (or the city) gives its centre. Reverse: a
 * point gives the nearest district.
 */
export type District = { name: string; adcode: string; lng: number; lat: number; aliases: string[] };

export const CITY = { province: '浙江省', city: '杭州市', citycode: '0571', adcode: '330100', lng: 120.1551, lat: 30.2741 };

export const districts: District[] = [
  { name: '上城区', adcode: '330102', lng: 120.1693, lat: 30.2425, aliases: ['上城', '解放东路', '钱江新城'] },
  { name: '拱墅区', adcode: '330105', lng: 120.1419, lat: 30.3193, aliases: ['拱墅', '下城', '大关'] },
  { name: '西湖区', adcode: '330106', lng: 120.1300, lat: 30.2594, aliases: ['西湖', '文三路', '西溪'] },
  { name: '滨江区', adcode: '330108', lng: 120.2119, lat: 30.2084, aliases: ['滨江', '江南大道'] },
  { name: '萧山区', adcode: '330109', lng: 120.2645, lat: 30.1850, aliases: ['萧山', '市心路'] },
  { name: '余杭区', adcode: '330110', lng: 120.2993, lat: 30.4188, aliases: ['余杭', '未来科技城'] },
  { name: '临平区', adcode: '330113', lng: 120.2990, lat: 30.4190, aliases: ['临平'] },
  { name: '钱塘区', adcode: '330114', lng: 120.4933, lat: 30.3228, aliases: ['钱塘', '下沙'] },
  { name: '富阳区', adcode: '330111', lng: 119.9604, lat: 30.0488, aliases: ['富阳'] },
  { name: '临安区', adcode: '330112', lng: 119.7248, lat: 30.2339, aliases: ['临安'] },
];

export type GeoResult = {
  formattedAddress: string;
  province: string;
  city: string;
  citycode: string;
  district: string;
  adcode: string;
  lng: number;
  lat: number;
  location: string;
};

function result(address: string, d: District | null): GeoResult {
  const lng = d?.lng ?? CITY.lng;
  const lat = d?.lat ?? CITY.lat;
  return {
    formattedAddress: address || `${CITY.province}${CITY.city}${d?.name ?? ''}`,
    province: CITY.province,
    city: CITY.city,
    citycode: CITY.citycode,
    district: d?.name ?? '',
    adcode: d?.adcode ?? CITY.adcode,
    lng,
    lat,
    location: `${lng},${lat}`,
  };
}

/** Address → coordinates; null when the address names neither a district nor the city. */
export function geocode(address: string): GeoResult | null {
  const hit = districts.find((d) => address.includes(d.name) || d.aliases.some((a) => address.includes(a)));
  if (hit) return result(address, hit);
  return address.includes('杭州') ? result(address, null) : null;
}

/** Coordinates → the nearest district; null when the point is far (> ~100 km) from the city. */
export function reverseGeocode(lng: number, lat: number): GeoResult | null {
  let best: District | null = null;
  let bestDistance = Infinity;
  for (const d of districts) {
    const distance = Math.hypot(d.lng - lng, d.lat - lat);
    if (distance < bestDistance) {
      best = d;
      bestDistance = distance;
    }
  }
  if (!best || bestDistance > 1) return null;
  return { ...result('', best), lng, lat, location: `${lng},${lat}` };
}
