// The waste treatment area's resources (ljcz): read by its page and by the server engine.
import { defineModuleResources } from '../../../kit/resource';
import { ljczMessages } from '../messages';
import { basicInfo, intakeDaily } from './basicInfo';
import { carBinding } from './carBinding';
import { facility } from './facility';
import { station } from './station';

export default defineModuleResources({
  module: 'ljcz',
  messages: ljczMessages,
  resources: [facility, station, carBinding, basicInfo, intakeDaily],
});
