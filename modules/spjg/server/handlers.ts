/**
 * The calls beside the lists and the resources' own calls: the camera tree (video/tree), the control
 * command (video/control, an action of videoControl: its function), the bound departments of an
 * organisation (currencyTypeEntity/getDeptByOrgId) and a recorded file's download (wl/video/download).
 */
import { parseCall, type Handler } from '../../../kit/resource';
import { currency, jhtml, wl } from '../resources/paths';
import { deptByOrg } from './bindings';
import { cameraTree } from './cameras';
import { control } from './control';
import { download } from './files';

const at = (call: Parameters<typeof parseCall>[0]) => parseCall(call).path;

export const handlers: Record<string, Handler> = {
  [at(jhtml('video', 'tree'))]: async (ctx) => cameraTree(ctx.store),
  [at(jhtml('video', 'control'))]: control,
  [at(currency('currencyTypeEntity', 'getDeptByOrgId'))]: deptByOrg,
  [at(wl('download'))]: download,
};
