// Types of serve-portal.mjs, for the test that drives it.
export declare function buildBridgeBundle(): Promise<string>;
export declare function signInOnSuite(
  suiteUrl: string,
  username: string,
  password: string,
): Promise<{ token: string; tenantId: string; userId: string; userName: string }>;
export declare function startPortal(options: {
  suiteUrl: string | (() => string);
  port?: number;
  host?: string;
  username?: string;
  password?: string;
  modulePath?: string;
}): Promise<{ origin: string; close(): Promise<void> }>;
