// The problem list's tabs (问题列表): every live case (all states but deleted), and one view per state.
// Views without calls of their own: the page narrows getProblemPage (and its export) by the state.
import { defineView, type ViewDef } from '../../../kit/resource';
import { PROBLEM_STATES } from '../lifecycle';
import { problem } from './problem';

export const liveProblems = defineView(problem, {
  id: 'liveProblems',
  title: 'wtsb.cases.all',
  filters: { state: PROBLEM_STATES.filter((s) => s !== 'deleted') },
});

const byState = PROBLEM_STATES.map((s) => {
  const id = `problems${s[0]!.toUpperCase()}${s.slice(1)}`; // problemsReported, problemsAtCenter, …
  return [s, defineView(problem, { id, title: `wtsb.enum.problemState.${s}`, filters: { state: s } })] as const;
});

/** Tab key → view: `all`, then each state (the keys getProblemCountNum counts by). */
export const caseTabs: Record<string, ViewDef> = { all: liveProblems, ...Object.fromEntries(byState) };

export const problemViews: ViewDef[] = Object.values(caseTabs);
