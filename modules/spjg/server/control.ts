/**
 * video/control: a PTZ-style command to one camera — up, down, left, right, zoomIn, zoomOut, stop —
 * at a speed of 1–8 (default 4). There is no real camera behind the platform: an accepted command is
 * recorded (the videoControl row, and through it the operation history) and answered with what was
 * accepted. Refused, nothing recorded: an unknown command or speed, a camera that is not the tenant's,
 * a camera that is offline (it could not receive the command).
 */
import { formatDate, HandlerError, type Handler } from '../../../kit/resource';
import { COMMANDS, type Command } from '../resources/paths';
import { namedCamera } from './cameras';

const DEFAULT_SPEED = 4;

/** The command and speed a request gives, checked. */
function commandOf(input: Record<string, unknown>, t: (key: string, p?: Record<string, string | number>) => string): { command: Command; speed: number } {
  const command = typeof input.command === 'string' ? input.command.trim() : '';
  if (!(COMMANDS as readonly string[]).includes(command)) throw new HandlerError(t('spjg.error.command', { command: command.slice(0, 32), commands: COMMANDS.join(', ') }));
  const raw = input.speed;
  if (raw === undefined || raw === null || String(raw).trim() === '') return { command: command as Command, speed: DEFAULT_SPEED };
  const speed = Number(String(raw).trim());
  if (!Number.isInteger(speed) || speed < 1 || speed > 8) throw new HandlerError(t('spjg.error.speed'));
  return { command: command as Command, speed };
}

export const control: Handler = async (ctx) => {
  const { command, speed } = commandOf(ctx.input, ctx.t);
  const camera = await namedCamera(ctx.store, ctx.input, ctx.t);
  if (!camera.online) throw new HandlerError(ctx.t('spjg.error.offline', { code: camera.device.code }));
  const sentAt = formatDate(new Date(ctx.store.devices.now()), true);
  await ctx.store.create('videoControl', { sentAt, cameraCode: camera.device.code, cameraName: camera.device.name, command, speed, operator: ctx.caller.userName });
  return {
    accepted: true,
    cameraId: camera.device.id,
    cameraCode: camera.device.code,
    command,
    speed,
    sentAt,
    message: ctx.t('spjg.controlled', { code: camera.device.code, command: ctx.t(`spjg.enum.command.${command}`) }),
  };
};
