// The calls the screens compose from resources/paths.ts (coverage: tests/spec/coverage.test.ts reads this).
import { CALLS } from './resources/paths';

export const screenCalls = (): string[] => Object.values(CALLS);
