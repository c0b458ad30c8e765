// The calls of the ryxj area (人员巡检 = facility inspection and scoring) under /envcloud/hw/ryxj/api/v1/,
// POST with the spec's usual payloads; the examination dimensions are read at the 考核管理 (khgl) service.
import type { ApiCall } from '../../../kit/resource';

export const ryxj = (entity: string, op: string): ApiCall => `/envcloud/hw/ryxj/api/v1/${entity}/${op}`;
export const KHGL_DIMENSIONS: ApiCall = '/cloud/khgl/web/examineDimension/loadList.smvc';
