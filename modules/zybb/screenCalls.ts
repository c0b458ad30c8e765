// The calls the page makes that the coverage test cannot read from the definitions: the cleaning
// report's parameter loader (gcadd getByParamTypeCodeNew), one of the registry's enumLoaders, which the
// kit's enum selects call.
import { parseCall } from '../../kit/resource';
import { enumLoaders } from './resources/options';

export const screenCalls = (): string[] => enumLoaders.map((l) => parseCall(l.api).path);
