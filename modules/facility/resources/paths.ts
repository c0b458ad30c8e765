// The module's calls: the facility area under /cloud/facility/ (facilities, inspections, the enum
// loader) and the evaluation area under /cloud/sync/evaluationManagement (7.15). Calls the spec does
// not name (indicators, the evaluation settings, an inspection's log, ranking and trend) sit beside
// them under /cloud/facility/.
export const facility = (entity: string, op: string) => `/cloud/facility/${entity}/${op}`;
export const evaluationCall = (op: string) => `/cloud/sync/evaluationManagement/${op}`;
