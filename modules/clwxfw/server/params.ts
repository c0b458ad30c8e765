/** The white-record check switch: tenantParmSetting/openCheck and closeCheck set the tenant's whiteCheck to on or off. */
import type { Handler } from '../../../kit/resource';
import { WHITE_CHECK } from '../resources/tenantParm';

const switchTo =
  (value: 'on' | 'off'): Handler =>
  ({ store, t }) =>
    store.transaction(async (trx) => {
      const [row] = await trx.all('tenantParm', { paramCode: WHITE_CHECK }, 1);
      const values = { paramCode: WHITE_CHECK, paramName: t('clwxfw.tenantParm.whiteCheck'), paramValue: value };
      const saved = row ? await trx.update('tenantParm', Number(row.id), values) : await trx.create('tenantParm', values);
      return { ...saved, message: t(value === 'on' ? 'clwxfw.tenantParm.opened' : 'clwxfw.tenantParm.closed') };
    });

export const openCheck = switchTo('on');
export const closeCheck = switchTo('off');
