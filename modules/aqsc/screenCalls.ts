// The calls this module's screens make, for the spec coverage test (tests/spec/coverage.test.ts): the
// board composes its paths (screens/boardCalls.ts).
import { BOARD } from './screens/boardCalls';

export const screenCalls = (): string[] => Object.values(BOARD);
