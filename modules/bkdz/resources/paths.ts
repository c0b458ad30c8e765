// The sorting-accuracy area (bkdz, business.md "Waste-sorting accuracy", /cloud/bkdz/web/): its calls
// by name. The spec names no method: the client's default, POST, applies.
export const BKDZ = '/cloud/bkdz/web';
export const bkdz = (path: string) => `${BKDZ}/${path}`;
