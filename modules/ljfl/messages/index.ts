// The waste-classification area's catalogue: every label of its pages, in zh-CN and en-US.
import { catalogueFromPairs } from '../../../kit/i18n';
import { boardMessages } from './board';
import { enumMessages } from './enums';
import { reportMessages } from './reports';
import { resourceMessages } from './resources';

export const ljflMessages = catalogueFromPairs(resourceMessages, enumMessages, reportMessages, boardMessages);
