/**
 * Serves only this module's resources in the server tests, so a half-finished module of another
 * engineer in the same tree cannot stop the server from starting. Use with
 * `vi.mock('../../../server/resources/modules', wtsbOnly)`.
 */
export async function wtsbOnly(importOriginal: () => Promise<unknown>) {
  const real = (await importOriginal()) as object;
  return {
    ...real,
    loadModules: async () => [
      {
        resources: (await import('../../../modules/wtsb/resources/index')).default,
        server: (await import('../../../modules/wtsb/server')).default,
      },
    ],
  };
}
