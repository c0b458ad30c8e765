// The area's catalogue: every label of its resources, choices, server answers and screens, zh-CN and en-US.
import { catalogueFromPairs } from '../../../kit/i18n';
import { enumTexts } from './enums';
import { resourceTexts } from './resources';
import { screenTexts } from './screens';
import { serverTexts } from './server';

export const wtsbMessages = catalogueFromPairs(resourceTexts, enumTexts, serverTexts, screenTexts);
