/** The device store's limits that its calls (services, routes) and module code (ModuleDevices) share. */

/** Longest range a series, a track or an offline-episode list covers in one call. */
export const MAX_RANGE_DAYS = 93;
