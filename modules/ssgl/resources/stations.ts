// Stations and what is bound to them: station info (站点信息, each one of the facilities seeded by
// 垃圾收运), its weighbridges (地磅绑定), its cameras (视频绑定), the map points of the ledgers (GIS 点位)
// and the vehicle sites (车辆停放点): which garbage car of 车辆管理 (clgl.car, referred to) parks and
// unloads at which station — the garbage-car binding.
import { date, defineResource, enumOf, geoPoint, number, reference, text } from '../../../kit/resource';
import { ledgerApi, options } from './paths';

export const DISTRICTS = ['shangcheng', 'gongshu', 'xihu', 'binjiang', 'xiaoshan', 'yuhang'] as const;

/** The station a binding belongs to. */
const stationRef = () => reference({ resource: 'stationInfo', display: 'stationName', required: true, filter: 'eq' });

/** Whether a binding holds (bound) or was released (unbound). */
const bindState = () => enumOf({ options: options('bindState', ['bound', 'unbound']), required: true, filter: true, default: 'bound' });

export const stationInfo = defineResource({
  id: 'stationInfo',
  title: 'ssgl.stationInfo',
  api: ledgerApi('stationInfo'),
  fields: {
    stationName: text({ required: true, max: 30, filter: true, sortable: true }),
    facilityId: reference({ resource: 'ljszy.facilityInfo', display: 'facilityName', required: true, filter: 'eq' }),
    stationType: enumOf({ options: options('stationType', ['transfer', 'compress', 'disposal']), required: true, filter: true }),
    district: enumOf({ options: options('district', DISTRICTS), required: true, filter: true }),
    designCapacity: number({ min: 0, max: 10_000, precision: 1, unit: 'ssgl.unit.tonPerDay', sortable: true }),
    manager: text({ max: 20, filter: true }),
    phone: text({ max: 11, pattern: '^1\\d{10}$', patternMessage: 'ssgl.phoneRule' }),
    status: enumOf({ options: options('stationState', ['running', 'stopped']), required: true, filter: true, default: 'running' }),
  },
  unique: ['stationName'],
  display: 'stationName',
  defaultSort: { field: 'stationName', order: 'asc' },
});

export const poundBinding = defineResource({
  id: 'poundBinding',
  title: 'ssgl.poundBinding',
  api: ledgerApi('poundBinding'),
  fields: {
    stationId: stationRef(),
    poundCode: text({ required: true, max: 20, pattern: '^[A-Z0-9-]{4,20}$', patternMessage: 'ssgl.poundBinding.codeRule', filter: true, sortable: true }),
    poundName: text({ required: true, max: 30, filter: true }),
    maxWeight: number({ required: true, min: 1, max: 200, precision: 1, unit: 'kit.unit.t' }),
    bindDate: date({ default: 'today', sortable: true }),
    status: bindState(),
  },
  unique: ['poundCode'],
  display: 'poundName',
  defaultSort: { field: 'poundCode', order: 'asc' },
});

export const videoBinding = defineResource({
  id: 'videoBinding',
  title: 'ssgl.videoBinding',
  api: ledgerApi('videoBinding'),
  fields: {
    stationId: stationRef(),
    cameraCode: text({ required: true, max: 24, pattern: '^[A-Z0-9-]{4,24}$', patternMessage: 'ssgl.videoBinding.codeRule', filter: true, sortable: true }),
    cameraName: text({ required: true, max: 30, filter: true }),
    channel: number({ integer: true, min: 1, max: 256, default: 1 }),
    position: text({ max: 30 }),
    status: bindState(),
  },
  unique: ['cameraCode'],
  display: 'cameraName',
  defaultSort: { field: 'cameraCode', order: 'asc' },
});

export const gis = defineResource({
  id: 'gis',
  title: 'ssgl.gis',
  api: ledgerApi('gis'),
  fields: {
    pointName: text({ required: true, max: 30, filter: true, sortable: true }),
    layer: enumOf({ options: options('layer', ['station', 'pound', 'site', 'equipment']), required: true, filter: true }),
    facilityId: reference({ resource: 'ljszy.facilityInfo', display: 'facilityName', filter: 'eq' }),
    location: geoPoint({ required: true, column: false }),
    address: text({ max: 60 }),
  },
  unique: ['pointName'],
  display: 'pointName',
  defaultSort: { field: 'pointName', order: 'asc' },
});

export const vehicleSite = defineResource({
  id: 'vehicleSite',
  title: 'ssgl.vehicleSite',
  api: ledgerApi('vehicleSite'),
  fields: {
    carId: reference({ resource: 'clgl.car', display: 'plateNo', required: true, filter: 'eq' }),
    stationId: stationRef(),
    siteName: text({ required: true, max: 30, filter: true, sortable: true }),
    berthNo: text({ max: 10 }),
    bindDate: date({ default: 'today', sortable: true }),
    status: bindState(),
  },
  unique: ['carId'],
  display: 'siteName',
  defaultSort: { field: 'siteName', order: 'asc' },
});
