/**
 * The area's write rules: a record names what its source needs; a record is allocated to the estate
 * its facility is banded to when it names none; a facility is banded to an estate (not a street); the
 * band bounds stay in order; the region tree keeps its levels (town → street → estate).
 */
import { formatDate, HandlerError, type BeforeWrite, type WriteHook } from '../../../kit/resource';
import { boundsValid } from '../accuracy';

type Row = Record<string, unknown>;
const blank = (v: unknown) => v === null || v === undefined || v === '';

export const beforeWrite: Record<string, BeforeWrite> = {
  dataAllocation: (values, before, t) => {
    const v = { ...before, ...values } as Row;
    if (v.source === 'grading') {
      if (blank(v.gradedCount) || blank(v.correctCount) || Number(v.gradedCount) <= 0) throw new HandlerError(t('bkdz.dataAllocation.needCounts'));
      if (Number(v.correctCount) > Number(v.gradedCount)) throw new HandlerError(t('bkdz.dataAllocation.correctAboveGraded'));
    }
    if (v.source === 'spotCheck' && blank(v.deduction)) throw new HandlerError(t('bkdz.dataAllocation.needDeduction'));
    if (v.source === 'truckPurity' && blank(v.purity)) throw new HandlerError(t('bkdz.dataAllocation.needPurity'));
    return values;
  },
  accuracyConfig: (values, before, t) => {
    const v = { ...before, ...values } as Row;
    if (!boundsValid({ greenMin: Number(v.greenMin), blueMin: Number(v.blueMin), yellowMin: Number(v.yellowMin) })) throw new HandlerError(t('bkdz.accuracyConfig.badBounds'));
    return values;
  },
};

const PARENT_LEVEL: Record<string, string | null> = { town: null, street: 'town', estate: 'street' };

export const onWrite: Record<string, WriteHook> = {
  dataAllocation: async (change, { store, t }) => {
    if (!change.values) return;
    const v = { ...change.before, ...change.values } as Row;
    if (blank(v.regionId) && !blank(v.facilityId)) {
      const facility = await store.get('facility', Number(v.facilityId));
      if (facility && !blank(facility.estateId)) return { ...change.values, regionId: facility.estateId };
    }
    if (!blank(v.regionId)) await mustBeEstate(store, Number(v.regionId), t);
  },
  facility: async (change, { store, t }) => {
    if (!change.values || !('estateId' in change.values)) return;
    const estate = change.values.estateId;
    if (blank(estate)) return { ...change.values, bandTime: null };
    await mustBeEstate(store, Number(estate), t);
    const same = change.before && Number(change.before.estateId) === Number(estate);
    return same ? change.values : { ...change.values, bandTime: formatDate(new Date(store.devices.now()), true) };
  },
  region: async (change, { store, t }) => {
    if (!change.values) return;
    const v = { ...change.before, ...change.values } as Row;
    const level = String(v.level);
    const want = PARENT_LEVEL[level];
    const lv = (l: string) => t(`bkdz.enum.regionLevel.${l}`);
    if (want === null) {
      if (!blank(v.parentId)) throw new HandlerError(t('bkdz.region.noParent'));
      return;
    }
    const parent = blank(v.parentId) ? null : await store.get('region', Number(v.parentId));
    if (!parent || parent.level !== want) throw new HandlerError(t('bkdz.region.badParent', { level: lv(level), parent: lv(want!) }));
  },
};

async function mustBeEstate(store: Parameters<WriteHook>[1]['store'], id: number, t: (k: string, p?: Record<string, string | number>) => string) {
  const region = await store.get('region', id);
  if (region && region.level !== 'estate') throw new HandlerError(t('bkdz.region.notEstate', { name: String(region.regionName), level: t(`bkdz.enum.regionLevel.${String(region.level)}`) }));
}
