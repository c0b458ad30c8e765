/**
 * Live device data: the stream (server-sent events, one-use tickets, resume after reconnect) and the
 * hook that keeps each device's latest values for maps and charts.
 */
export { openEventStream, openLiveStream, LIVE_STREAM_URL, LIVE_TICKET_URL } from './liveStream';
export type { EventStreamOptions, LiveState, LiveStream, LiveStreamOptions } from './liveStream';
export { useDeviceLive } from './useDeviceLive';
export type { DeviceLive, LiveDevice } from './useDeviceLive';
export type { DeviceAlarm, LiveDeviceEvent } from '../contract';
