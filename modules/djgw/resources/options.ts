// The party posts' choices: kinds of posts, members' roles, an activity's states.
import type { EnumOption } from '../../../kit/resource';
import { ACTIVITY_STATES, POST_TYPES, ROLES } from '../rules/party';

const options = (name: string, values: readonly string[]): EnumOption[] => values.map((value) => ({ value, label: `djgw.${name}.${value}` }));

export const POST_TYPE_OPTIONS = options('postType', POST_TYPES);
export const ROLE_OPTIONS = options('role', ROLES);
export const STATE_OPTIONS = options('state', ACTIVITY_STATES);
