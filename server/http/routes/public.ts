/**
 * Calls without a token: runtime client configuration, the header's weather and offline address
 * conversion.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../core/errors';
import { ok } from '../envelope';
import { optionalText } from '../input';
import { route } from './common';
import type { ServerConfig } from '../../config';
import { geocode, reverseGeocode, CITY } from '../../services/geo';
import { weatherFor } from '../../services/weather';
import { requestLocale } from '../locale';

/**
 * `GET /app-config.json` (docs/interfaces.md "Runtime client configuration"), built from the
 * configuration only: never from the request (a forged Host header must not become an allowed
 * origin). The page's own origin is always allowed; the browser adds it (`location.origin`).
 */
export function appConfig(config: ServerConfig) {
  return {
    loginUrl: config.loginUrl,
    allowedOrigins: { hosts: [...config.portalOrigins], modules: [...config.moduleOrigins] },
    menuClearCache: config.menuClearCache,
    maxTabs: config.maxTabs,
    noticePollMs: config.noticePollMs,
    keepAliveTabs: config.keepAliveTabs,
    map: config.mapTiles,
  };
}

const coordinate = (min: number, max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v !== '' ? Number(v) : v), z.number().min(min).max(max).optional());

/** Registers the calls that need no token: app-config.json, weather, address conversion. */
export async function publicRoutes(app: FastifyInstance, config: ServerConfig): Promise<void> {
  app.get('/app-config.json', { config: { access: { public: 'the client configuration, before sign-in' } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return appConfig(config);
  });

  // The spec's path (weather/getWeatherInfo, jsonp) and the shorter one the host uses.
  route(app, {
    method: ['GET', 'POST'],
    url: ['/cloud/management/rest/np/weather/getWeatherInfo', '/cloud/management/rest/np/weather/info'],
    access: { public: 'the header’s weather, also on the sign-in page' },
    input: z.object({ city: optionalText(32), callback: z.string().regex(/^[A-Za-z_$][\w$.]{0,63}$/).optional() }),
  }, async (request, input, reply) => {
    const body = ok(weatherFor(input.city ?? '杭州', config.now(), requestLocale(request)));
    if (input.callback) {
      // Cross-domain script style (JSONP), as the legacy header widget calls it.
      return reply.type('application/javascript; charset=utf-8').send(`/**/${input.callback}(${JSON.stringify(body)});`);
    }
    return body;
  });

  route(app, {
    method: ['GET', 'POST'],
    url: '/vortexapi/rest/lbs/geoconvert/v2',
    access: { public: 'offline address conversion (no tenant, no user)' },
    input: z.object({ address: optionalText(200), location: optionalText(64), lng: coordinate(-180, 180), lat: coordinate(-90, 90) }),
  }, async (_request, input) => {
    let lng = input.lng;
    let lat = input.lat;
    if (input.location) {
      const match = /^(-?\d{1,3}(?:\.\d+)?),(-?\d{1,2}(?:\.\d+)?)$/.exec(input.location);
      if (!match) throw new HttpError('INVALID_INPUT', 'location：格式不正确，应为“经度,纬度”');
      lng = Number(match[1]);
      lat = Number(match[2]);
    }
    if (lng !== undefined && lat !== undefined) {
      const found = reverseGeocode(lng, lat);
      if (!found) throw new HttpError('FAILED', `location：不在${CITY.city}范围内`);
      return ok(found);
    }
    if (!input.address) throw new HttpError('INVALID_INPUT', 'address：不能为空（或提供 location / lng、lat）');
    const found = geocode(input.address);
    if (!found) throw new HttpError('FAILED', `address：无法解析该地址（仅支持${CITY.city}各区）`);
    return ok(found);
  });
}
