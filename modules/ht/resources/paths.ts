// The calls of the ht area (审批与施工: construction records, overtime, data fill, approvals, health
// reports) under /envcloud/hw/ht/; POST with the spec's usual payloads. Calls the spec does not name
// (a roster to pick people from, an application's creation and withdrawal, its info) sit beside them.
export const ht = (entity: string, op: string) => `/envcloud/hw/ht/${entity}/${op}`;
