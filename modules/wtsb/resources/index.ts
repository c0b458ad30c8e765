// The problem-reporting area's resources (wtsb): read by its page and by the server engine.
import { defineModuleResources } from '../../../kit/resource';
import { wtsbEnums } from '../enums';
import { wtsbMessages } from '../messages';
import { commonPerson } from './commonPerson';
import { commonType } from './commonType';
import { deptArea } from './deptArea';
import { deptReview } from './deptReview';
import { deptType } from './deptType';
import { problem } from './problem';
import { problemAction } from './problemAction';
import { problemDelay } from './problemDelay';
import { problemImage } from './problemImage';
import { problemType } from './problemType';
import { problemViews } from './problemViews';
import { usefulExpression } from './usefulExpression';

export default defineModuleResources({
  module: 'wtsb',
  messages: wtsbMessages,
  enums: wtsbEnums,
  // Order matters for seeds: a resource comes after the ones it refers to.
  resources: [problemType, deptArea, commonPerson, commonType, usefulExpression, deptType, deptReview, problem, problemAction, problemImage, problemDelay],
  views: problemViews,
});
