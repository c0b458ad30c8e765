/**
 * Helpers of the maintenance service's tests: the fleet's signed-in client (POST JSON, form fields,
 * raw responses) and the service's paths.
 */
export { client, type Client, type Envelope, type Page } from '../clgl/support';

/** A call's path: `/cloud/clwxfw/<rest>`. */
export const W = (rest: string) => `/cloud/clwxfw/${rest}`;
