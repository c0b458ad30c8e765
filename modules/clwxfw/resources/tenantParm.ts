// Tenant parameters of the service (租户参数, param/loadParamList paged, tenantParmSetting/getList
// whole): seeded per tenant, read only in the UI; the white-record check (whiteCheck, on or off) is
// switched by tenantParmSetting/openCheck and closeCheck.
import { defineResource, text } from '../../../kit/resource';
import { options, raw } from './paths';

/** The parameter the check switches: 'on' or 'off'. */
export const WHITE_CHECK = 'whiteCheck';

export const tenantParm = defineResource({
  id: 'tenantParm',
  title: 'clwxfw.tenantParm',
  api: { list: '/cloud/clwxfw/param/loadParamList', all: raw('/cloud/clwxfw/tenantParmSetting/getList') },
  readOnly: true,
  fields: {
    paramCode: text({ required: true, max: 30, filter: true, sortable: true }),
    paramName: text({ required: true, max: 30, filter: true }),
    // A switch holds on or off (shown 开启 / 关闭); the other parameters hold numbers.
    paramValue: text({ required: true, max: 60, labels: options('paramValue', ['on', 'off']) }),
    remark: text({ max: 100 }),
  },
  unique: ['paramCode'],
  display: 'paramName',
  defaultSort: { field: 'paramCode', order: 'asc' },
  actions: {
    openCheck: { api: raw('/cloud/clwxfw/tenantParmSetting/openCheck'), label: 'clwxfw.tenantParm.openCheck', scope: 'toolbar', confirm: 'clwxfw.tenantParm.openConfirm' },
    closeCheck: { api: raw('/cloud/clwxfw/tenantParmSetting/closeCheck'), label: 'clwxfw.tenantParm.closeCheck', scope: 'toolbar', confirm: 'clwxfw.tenantParm.closeConfirm' },
  },
});
