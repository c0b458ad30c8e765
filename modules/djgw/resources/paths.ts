/** The party posts' calls (designed, docs/designed/party.md): POST /cloud/party/<entity>/<op>. */
import type { ApiCall } from '../../../kit/resource';

export const party = (entity: string, op: string): ApiCall => `/cloud/party/${entity}/${op}`;
