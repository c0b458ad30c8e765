// The calls of 指挥调度 (designed area `dispatch`: the spec names no paths for it): /cloud/dispatch/<entity>/<op>,
// POST with the platform's packings; docs/designed/dispatch.json lists them, docs/designed/dispatch.md explains them.
export const dispatch = (entity: string, op: string) => `/cloud/dispatch/${entity}/${op}`;
