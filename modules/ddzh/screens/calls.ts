// The calls this module's screens compose (one place for the screens and the coverage test).
import { dispatch } from '../resources/paths';

export const CALLS = {
  info: dispatch('workOrder', 'info'),
  create: dispatch('workOrder', 'create'),
  sync: dispatch('workOrder', 'sync'),
  photo: dispatch('workOrder', 'photo'),
  events: dispatch('workOrder', 'events'),
  toOrder: dispatch('alarm', 'toOrder'),
  map: dispatch('map', 'today'),
} as const;

export const FILE_UPLOAD = '/cloud/management/rest/np/file/upload';
export const TRACK = 'GET /cloud/devices/rest/readings/track';
/** The chat module's room page for an object (`link=<kind>:<id>`), opened in a shell tab. */
export const chatRoom = (kind: string, id: string | number) => `/modules/chat/#/room?link=${encodeURIComponent(`${kind}:${id}`)}`;
