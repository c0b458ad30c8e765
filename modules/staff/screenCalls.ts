// The calls this module's pages make, for the spec coverage test (tests/spec/coverage.test.ts): the
// staff kinds' tabs call their views' own paths (composed from the kind's name in resources/staff.ts),
// and the upload is the area's file call (resources/paths.ts).
import { parseCall } from '../../kit/resource';
import resources from './resources';
import { STAFF_UPLOAD } from './resources/paths';

export const screenCalls = (): string[] => [
  ...(resources.views ?? []).flatMap((v) => Object.values(v.api).flatMap((call) => (call ? [parseCall(call).path] : []))),
  STAFF_UPLOAD,
];
