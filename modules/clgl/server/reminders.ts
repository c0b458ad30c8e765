/**
 * A generated reminder's text ("浙A·B1645 年检将于 2026-05-01 到期") is composed by the server from the
 * reminder's type, car, due date and source record, so it reads in the caller's language whoever
 * generated it (ModuleServer `present`). A text someone typed instead stays as typed: only a reminder
 * with a source record whose text is empty or the server's own text (in either language, as stored
 * by earlier generations and the seed) is composed again.
 */
import { translator } from '../../../kit/i18n';
import type { ModuleServer } from '../../../kit/resource';
import { clglMessages } from '../messages';

type Row = Record<string, unknown>;
type Compose = (key: string, params?: Record<string, string | number>) => string;

const STORED: Compose[] = [translator('zh-CN', clglMessages), translator('en-US', clglMessages)];

/** The reminder's text in one language; null for a type the server does not write. */
function composed(t: Compose, r: Row, plate: string, policyNo: string): string | null {
  const type = String(r.reminderType);
  if (!['annualInspection', 'insurance', 'upkeep'].includes(type)) return null;
  return t(`clgl.expirationReminder.text.${type}`, { plateNo: plate, date: String(r.dueDate ?? ''), policyNo });
}

/** Reminders as the caller reads them: generated ones with their text in the caller's language. */
export const presentReminders: NonNullable<ModuleServer['present']>[string] = async (rows, { store, t }) => {
  const generated = rows.filter((r) => typeof r.sourceId === 'number');
  if (!generated.length) return rows;
  const plates = await store.names('car', 'plateNo', [...new Set(generated.map((r) => Number(r.carId)))]);
  const policyIds = [...new Set(generated.filter((r) => r.reminderType === 'insurance').map((r) => Number(r.sourceId)))];
  const policies = policyIds.length ? await store.names('insuranceRecord', 'policyNo', policyIds) : new Map<number, string>();
  return rows.map((r) => {
    if (typeof r.sourceId !== 'number') return r;
    const plate = plates.get(Number(r.carId)) ?? '';
    const policyNo = r.reminderType === 'insurance' ? (policies.get(r.sourceId) ?? '') : '';
    const stored = typeof r.content === 'string' ? r.content.trim() : '';
    const ours = !stored || STORED.some((s) => composed(s, r, plate, policyNo) === stored);
    const text = ours ? composed(t, r, plate, policyNo) : null;
    return text === null ? r : { ...r, content: text };
  });
};
