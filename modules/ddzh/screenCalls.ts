// The calls this module's screens make, for the spec coverage test (tests/spec/coverage.test.ts): the
// screens compose their paths (screens/calls.ts).
import { CALLS } from './screens/calls';

export const screenCalls = (): string[] => Object.values(CALLS);
