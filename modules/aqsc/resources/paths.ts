// The calls of 安全生产 (area `safety`, designed: the spec names no paths for it): /cloud/safety/<entity>/<op>,
// POST with the platform's packings; docs/designed/safety.json lists them, docs/designed/safety.md explains them.
export const safety = (entity: string, op: string) => `/cloud/safety/${entity}/${op}`;
