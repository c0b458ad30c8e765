/** The device store's limits that its calls (services, routes) and module code (ModuleDevices) share. */

/** Longest range a series, a track or an offline-episode list covers in one call. */
export const MAX_RANGE_DAYS = 93;

/**
 * Store kinds whose devices report less often than the platform's threshold allows: a toilet's
 * sensors report every ten minutes (server/services/demoDevices.ts), so 15 minutes — a report missed
 * by half its period — is a silence; under the platform's 5 minutes every period would be one.
 */
const KIND_THRESHOLD_SECONDS: Record<string, number> = { toilet: 900 };

/**
 * A device's offline threshold in seconds: the platform's (DEVICE_OFFLINE_SECONDS), or its kind's
 * when longer. The one threshold of the device list's `online` and of module code (ModuleDevices).
 */
export const deviceThresholdSeconds = (kind: string, platformSeconds: number): number => Math.max(platformSeconds, KIND_THRESHOLD_SECONDS[kind] ?? 0);
