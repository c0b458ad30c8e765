// The garbage supervision area's resources (zhj): read by its page and by the server engine.
import { defineModuleResources } from '../../../kit/resource';
import { zhjMessages } from '../messages';
import { checkGroup } from './checkGroup';
import { column } from './column';
import { stationDaily, stationLoad } from './data';
import { fieldConfig } from './fieldConfig';
import { areaOptions } from './options';
import { facTransed, typeDaily, typeMonthly } from './reports';
import { subject } from './subject';

export default defineModuleResources({
  module: 'zhj',
  messages: zhjMessages,
  // The area list (the demo city's districts) is the module's option loader, name "area".
  enums: { api: '/cloud/zhj/subjectManage/loadAllAreas.smvc', values: { area: areaOptions } },
  resources: [checkGroup, subject, column, fieldConfig, stationLoad, stationDaily],
  reports: [facTransed, typeDaily, typeMonthly],
});
