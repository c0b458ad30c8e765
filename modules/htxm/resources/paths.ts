// The calls of the designed area `contract` (合同项目: contracts and projects): /cloud/contract/<entity>/<op>,
// POST with the platform's packings (docs/designed/contract.md).
export const cc = (entity: string, op: string) => `/cloud/contract/${entity}/${op}`;
