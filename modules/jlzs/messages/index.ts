// The sorting data's catalogue: every label of its resources, reports, choices and screens, zh-CN and en-US.
import { catalogueFromPairs } from '../../../kit/i18n';
import { enumTexts } from './enums';
import { resourceTexts } from './resources';
import { screenTexts } from './screens';

export const jlzsMessages = catalogueFromPairs(resourceTexts, enumTexts, screenTexts);
