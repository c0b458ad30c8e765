/**
 * The assessment's write rules: a scheme's weights sum to 100; an indicator's source applies to the
 * scheme's kind; a manual score is for a manual indicator of the scheme, of an object of the scheme's
 * kind, and keeps who scored and when; one band setting per tenant, its thresholds in order.
 */
import { formatDate, HandlerError, type BeforeWrite, type WriteHook } from '../../../kit/resource';
import { bandsValid, SOURCE_KINDS, weightTotal, type ObjectKind, type Source } from '../rules/score';

const beforeScheme: BeforeWrite = (values, _before, t) => {
  // The document's totals are on the values when it is saved with its lines (the only way it is written).
  if (values.totalWeight !== undefined && values.totalWeight !== null) {
    const total = weightTotal([Number(values.totalWeight)]);
    if (total !== 100) throw new HandlerError(t('jxkh.scheme.badWeights', { total }));
  }
  return values;
};

const beforeBands: BeforeWrite = (values, before, t) => {
  const v = { ...before, ...values };
  if (!bandsValid({ greenMin: Number(v.greenMin), blueMin: Number(v.blueMin), orangeMin: Number(v.orangeMin) })) throw new HandlerError(t('jxkh.bandSetting.badOrder'));
  return values;
};

export const beforeWrite: Record<string, BeforeWrite> = { scheme: beforeScheme, bandSetting: beforeBands };

const kindText = (t: (k: string) => string, kind: unknown) => t(`jxkh.kind.${String(kind)}`);

const indicatorHook: WriteHook = async (change, { store, t }) => {
  if (change.op !== 'create' && change.op !== 'update') return;
  const v = { ...change.before, ...change.values };
  const scheme = await store.get('scheme', Number(v.schemeId));
  const source = String(v.source) as Source;
  if (scheme && !(SOURCE_KINDS[source] ?? []).includes(scheme.objectKind as ObjectKind)) {
    throw new HandlerError(t('jxkh.scheme.sourceNotForKind', { name: String(v.indicatorName), source: t(`jxkh.source.${source}`), kind: kindText(t, scheme.objectKind) }));
  }
};

const scoreHook: WriteHook = async (change, { store, t, caller }) => {
  if (change.op !== 'create' && change.op !== 'update') return;
  const v = { ...change.before, ...change.values };
  const [scheme, indicator, object] = await Promise.all([store.get('scheme', Number(v.schemeId)), store.get('schemeIndicator', Number(v.indicatorId)), store.get('assessObject', Number(v.objectId))]);
  if (indicator && indicator.source !== 'manual') {
    throw new HandlerError(t('jxkh.manualScore.notManual', { name: String(indicator.indicatorName), source: t(`jxkh.source.${String(indicator.source)}`) }));
  }
  if (scheme && object && scheme.objectKind !== object.kind) {
    throw new HandlerError(t('jxkh.manualScore.wrongKind', { object: String(object.objectName), kind: kindText(t, object.kind), scheme: String(scheme.schemeName), schemeKind: kindText(t, scheme.objectKind) }));
  }
  // Who scored and when: the caller and the server's clock, on every save.
  return { ...change.values, scorer: caller.userName, scoredAt: formatDate(new Date(store.devices.now()), true) };
};

const bandHook: WriteHook = async (change, { store, t }) => {
  if (change.op === 'create' && (await store.all('bandSetting', {}, 1)).length) throw new HandlerError(t('jxkh.bandSetting.onlyOne'));
};

// Saving a scheme (always with its lines: its totals are among the values) replaces its indicators:
// once scored, the scores would lose their indicator. Switching it on or off (scheme/toggle) is allowed.
const schemeHook: WriteHook = async (change, { store, t }) => {
  if (change.op === 'create' || change.op === 'recover' || (change.op === 'update' && change.values.totalWeight === undefined)) return;
  const scored = await store.all('manualScore', { schemeId: change.before.id }, 5000);
  if (scored.length) throw new HandlerError(t('jxkh.scheme.scored', { name: String(change.before.schemeName), count: scored.length }));
};

export const onWrite: Record<string, WriteHook> = { scheme: schemeHook, schemeIndicator: indicatorHook, manualScore: scoreHook, bandSetting: bandHook };
