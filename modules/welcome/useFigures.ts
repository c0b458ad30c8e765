// Loads the figures of the day: one call per distinct address (several figures may read one answer).
import { useEffect, useState } from 'react';
import { useKit } from '../../kit/ui';
import type { FigureDef } from './figures';

/** A figure's state: undefined while loading; `failed` when its call failed or had no number. */
export type FigureValue = { value?: number; day?: string; failed?: boolean };

/** The values of `figures`, in their order; `round` reloads them. */
export function useFigures(figures: FigureDef[], round: number): (FigureValue | undefined)[] {
  const { request } = useKit();
  const [values, setValues] = useState<(FigureValue | undefined)[]>([]);
  useEffect(() => {
    let live = true;
    setValues([]);
    const answers = new Map<string, Promise<unknown>>();
    figures.forEach((f, i) => {
      const id = `${f.call.url} ${JSON.stringify(f.call.data ?? {})}`;
      let answer = answers.get(id);
      if (!answer) answers.set(id, (answer = request.load({ ...f.call, notice: 'silent' })));
      answer.then(
        (a) => {
          const value = f.read(a);
          const entry: FigureValue = value === undefined ? { failed: true } : { value, ...(f.day?.(a) ? { day: f.day(a) } : {}) };
          if (live) setValues((old) => Object.assign([...old], { [i]: entry }));
        },
        () => live && setValues((old) => Object.assign([...old], { [i]: { failed: true } })),
      );
    });
    return () => {
      live = false;
    };
  }, [figures, request, round]);
  return values;
}
