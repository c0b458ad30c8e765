/**
 * The region tree of a tenant's demo city, as 垃圾收运 tells it (kit/geo/demoCity.ts): the districts
 * are the towns, each street belongs to one district, and each housing estate lies in the district of
 * its 垃圾收运 collection point (the point of estate k is facility `plants + k`, in district
 * `(plants + k) mod districts`) on one of that district's streets.
 */
import { demoCity, DISTRICT_NAMES } from '../../../kit/geo/demoCity';

export type DemoRegion = { regionName: string; level: 'town' | 'street' | 'estate'; parent: number | null };

/** Towns, then streets, then estates; `parent` is the 0-based position of the parent in this list. */
export function demoRegions(index: number): DemoRegion[] {
  const city = demoCity(index);
  const D = city.districts.length;
  const towns: DemoRegion[] = city.districts.map((d) => ({ regionName: DISTRICT_NAMES[d]!, level: 'town', parent: null }));
  const streets: DemoRegion[] = city.streets.map((s, j) => ({ regionName: s, level: 'street', parent: j % D }));
  const estates: DemoRegion[] = city.estates.map((e, k) => {
    const district = (city.plants.length + k) % D;
    const own = city.streets.map((_, j) => j).filter((j) => j % D === district);
    return { regionName: e, level: 'estate', parent: D + own[Math.floor(k / D) % own.length]! };
  });
  return [...towns, ...streets, ...estates];
}
