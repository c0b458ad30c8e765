// The household-recycling area's catalogue: every label of its pages, in zh-CN and en-US.
import { catalogueFromPairs } from '../../../kit/i18n';
import { enumMessages } from './enums';
import { resourceMessages } from './resources';
import { statsMessages } from './stats';

export const gfgjMessages = catalogueFromPairs(resourceMessages, enumMessages, statsMessages);
