// 天气预报 (forecast/pageList, beside the spec's calls): the day's forecast the heat rules read. The
// module cannot reach the shell's weather (server code), so it keeps this table, seeded from the same
// model (rules/heat.ts modelForecast) for the last 30 and the next 7 days; a manager enters the
// weather service's figure over it (source 手工录入).
import { date, defineResource, enumOf, number, text } from '../../../kit/resource';
import { FORECAST_SOURCES } from './options';
import { zyry } from './paths';

export const forecast = defineResource({
  id: 'forecast',
  title: 'zyry.forecast',
  api: { list: zyry('forecast', 'pageList'), create: zyry('forecast', 'save'), update: zyry('forecast', 'update'), remove: zyry('forecast', 'delete') },
  fields: {
    forecastDate: date({ required: true, filter: 'range', sortable: true }),
    tempMax: number({ required: true, min: -30, max: 50, precision: 1, unit: 'zyry.unit.celsius', help: 'zyry.forecast.tempMaxHelp' }),
    tempMin: number({ min: -40, max: 45, precision: 1, unit: 'zyry.unit.celsius' }),
    weather: text({ max: 20 }),
    source: enumOf({ options: FORECAST_SOURCES, default: 'manual', filter: true }),
  },
  unique: ['forecastDate'],
  display: 'forecastDate',
  defaultSort: { field: 'forecastDate', order: 'desc' },
});
