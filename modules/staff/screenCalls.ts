// The calls this module's pages make that the coverage test (tests/spec/coverage.test.ts) cannot read
// from the definitions: the upload of contract scans, the area's own file call (resources/paths.ts),
// sent by screens/RecordsPage.tsx.
import { STAFF_UPLOAD } from './resources/paths';

export const screenCalls = (): string[] => [STAFF_UPLOAD];
