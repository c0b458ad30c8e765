// The paths the module's screens call, composed in screens/calls.ts (read by tests/spec/coverage.test.ts).
import { LOOKUPS, STATS, TOWN_STREETS } from './screens/calls';

export const screenCalls = (): string[] => [...Object.values(STATS), TOWN_STREETS, ...Object.values(LOOKUPS)];
