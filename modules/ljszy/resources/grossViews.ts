// The five views over the raw gross weights: records, counts per vehicle, per label, per property
// company and per company; each with its export (the spec leaves those export names vague).
import { date, defineReport, number, text, type FieldDef, type ReportDef } from '../../../kit/resource';

function view(id: string, list: string, exportCall: string, group: 'carCode' | 'label' | 'propertyCompanyName' | 'companyName' | null): ReportDef {
  const fields: Record<string, FieldDef> = group
    ? {
        weighDate: date({ filter: 'range' as const, column: false, export: false, detail: false }),
        [group]: text({ filter: true, sortable: true }),
        times: number({ sortable: true }),
        grossWeight: number({ sortable: true, unit: 'kit.unit.t' }),
      }
    : {
        weighDate: date({ filter: 'range' as const, column: false, export: false, detail: false }),
        carCode: text({ filter: true, sortable: true }),
        label: text({ filter: true }),
        facilityName: text(),
        grossWeight: number({ sortable: true, unit: 'kit.unit.t' }),
        weighTime: text({ sortable: true }),
      };
  return defineReport({ id, title: `ljszy.${id}`, api: { list, export: exportCall }, fields });
}

export const grossRecordView = view('grossRecordView', 'GET /cloud/ljszy/carGrossWeightPrimeval/recordViewPageList', '/cloud/ljszy/carGrossWeightPrimeval/recordViewExport', null);
export const grossCountView = view('grossCountView', 'GET /cloud/ljszy/carGrossWeightPrimeval/countViewPageList', '/cloud/ljszy/carGrossWeightPrimeval/countViewExport', 'carCode');
export const grossLabelView = view('grossLabelView', 'GET /cloud/ljszy/carGrossWeightPrimeval/labelViewPageList', '/cloud/ljszy/carGrossWeightPrimeval/labelViewExport', 'label');
export const grossPropertyView = view('grossPropertyView', 'GET /cloud/ljszy/carGrossWeightPrimeval/propertyManagementViewPageList', '/cloud/ljszy/carGrossWeightPrimeval/propertyManagementViewExport', 'propertyCompanyName');
export const grossCompanyView = view('grossCompanyView', 'GET /cloud/ljszy/carGrossWeightPrimeval/companyViewPageList', '/cloud/ljszy/carGrossWeightPrimeval/companyViewExport', 'companyName');
