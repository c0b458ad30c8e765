/**
 * Loads every figure of a screen at one moment: each round takes `asOf` = now, sends it with every
 * panel's and layer's call, waits for all of them, and only then shows the new figures together (a
 * screen never mixes two moments). Rounds repeat `refreshSeconds` after the previous one ended.
 */
import { useEffect, useRef, useState } from 'react';
import { callWith } from '../client';
import { parseCall } from '../resource';
import { useKit } from '../ui/KitProvider';
import type { ScreenDef, ScreenSource } from './types';

export type ScreenData = {
  /** The moment of the figures shown (null before the first round ends). */
  asOf: Date | null;
  /** Answers by panel or layer key. */
  data: Record<string, unknown>;
  /** Failures by key (that panel shows the failure; the others their figures). */
  errors: Record<string, string>;
  /** Rounds completed. */
  round: number;
  /** A round is under way. */
  loading: boolean;
};

/** The least time between two rounds. */
export const MIN_REFRESH_SECONDS = 5;

export function refreshMs(def: ScreenDef): number {
  return Math.max(MIN_REFRESH_SECONDS, def.refreshSeconds ?? 60) * 1000;
}

export function useScreenData(def: ScreenDef): ScreenData {
  const kit = useKit();
  const [state, setState] = useState<ScreenData>({ asOf: null, data: {}, errors: {}, round: 0, loading: true });
  const latest = useRef(def);
  latest.current = def;

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = (source: ScreenSource, params: Record<string, unknown>, asOf: string): Promise<unknown> => {
      const sent = latest.current.sendAsOf === false ? params : { ...params, asOf };
      return typeof source === 'function' ? source({ ...params, asOf }) : callWith(kit.request, parseCall(source), sent, 'silent');
    };
    const round = async () => {
      const def = latest.current;
      const moment = new Date();
      const asOf = moment.toISOString();
      setState((s) => ({ ...s, loading: true }));
      const jobs = [
        ...def.panels.map((p) => ({ key: p.key, source: p.source, params: p.params ?? {} })),
        ...(def.map?.layers ?? []).map((l) => ({ key: `layer:${l.key}`, source: l.source, params: l.params ?? {} })),
      ];
      const answers = await Promise.allSettled(jobs.map((j) => load(j.source, j.params, asOf)));
      if (!live) return;
      const data: Record<string, unknown> = {};
      const errors: Record<string, string> = {};
      answers.forEach((a, i) => {
        const key = jobs[i]!.key;
        if (a.status === 'fulfilled') data[key] = a.value;
        else errors[key] = a.reason instanceof Error ? a.reason.message : String(a.reason);
      });
      setState((s) => ({ asOf: moment, data, errors, round: s.round + 1, loading: false }));
      timer = setTimeout(() => void round(), refreshMs(latest.current));
    };
    void round();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [kit]);

  return state;
}
