// The assessment's choices: the six kinds of assessed objects, where an indicator's figure comes from,
// and the four colour bands of a total.
import type { EnumOption } from '../../../kit/resource';
import { BANDS, OBJECT_KINDS, SOURCES } from '../rules/score';

const options = (name: string, values: readonly string[]): EnumOption[] => values.map((value) => ({ value, label: `jxkh.${name}.${value}` }));

export const KIND_OPTIONS = options('kind', OBJECT_KINDS);
export const SOURCE_OPTIONS = options('source', SOURCES);
export const BAND_OPTIONS = options('band', BANDS);
