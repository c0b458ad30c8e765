/**
 * Live device streams (server-sent events) of one server instance: the event hub (./eventHub.ts) over
 * the device store's events (server/services/live.ts), which an ingest on any instance appends; each
 * stream gets its tenant's `reading` events. An ingest on this instance nudges a poll at once.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveService, StreamOwner, TenantEvent } from '../services/live';
import { EventHub, type EventHubOptions, type HubStream } from './eventHub';

/** Most missed events a resumed stream replays; more than this gets `reset` (reload, then go on). */
export const REPLAY_LIMIT = 1000;

export type LiveHubOptions = EventHubOptions;

export class LiveHub extends EventHub<StreamOwner, HubStream<StreamOwner>, TenantEvent> {
  constructor(
    private readonly live: LiveService,
    options: LiveHubOptions,
    log: FastifyBaseLogger,
  ) {
    super({ name: 'live', eventName: 'reading', replayLimit: REPLAY_LIMIT, announce: false }, options, log);
  }

  protected latest = () => this.live.latestSeq();
  protected oldest = () => this.live.oldestSeq();
  protected sessionValid = (sessionId: string) => this.live.sessionValid(sessionId);
  protected newStream = (owner: StreamOwner, res: ServerResponse) => ({ owner, res, lastSent: 0, lagSince: null });

  protected async fetch(after: number, limit: number, tenantId?: string): Promise<TenantEvent[]> {
    if (tenantId === undefined) return this.live.poll(after, limit);
    return (await this.live.since(tenantId, after, limit)).map((event) => ({ tenantId, event }));
  }
}
