/**
 * Serves only the fleet module's resources in its tests, so a half-finished module of another
 * engineer in the same tree cannot stop the server from starting. Use with
 * `vi.mock('../../../server/resources/modules', async (o) => (await import('./mockModules')).clglOnly(o))`.
 */
export async function clglOnly(importOriginal: () => Promise<unknown>) {
  const real = (await importOriginal()) as object;
  return {
    ...real,
    loadModules: async () => [
      {
        resources: (await import('../../../modules/clgl/resources/index')).default,
        server: (await import('../../../modules/clgl/server')).default,
      },
    ],
  };
}
