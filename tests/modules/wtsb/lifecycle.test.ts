// The case lifecycle as a state machine (modules/wtsb/lifecycle.ts): every allowed transition, who may
// take it, and a sample of refusals.
import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  decide,
  INITIAL,
  LIFECYCLE,
  outcomesOf,
  PROBLEM_ACTIONS,
  PROBLEM_STATES,
  rolesOf,
  ROLES,
  type ProblemAction,
  type ProblemState,
  type Role,
} from '../../../modules/wtsb/lifecycle';

/** Every allowed transition: [from, action, outcome, to, who]. */
const ALLOWED: [ProblemState, ProblemAction, string | undefined, ProblemState, Role[]][] = [
  ['reported', 'edit', undefined, 'reported', ['reporter', 'dispatcher']],
  ['reported', 'sign', undefined, 'accepted', ['dispatcher']],
  ['reported', 'reportCommandCenter', undefined, 'atCenter', ['dispatcher']],
  ['reported', 'setRead', undefined, 'reported', ['reporter', 'dispatcher', 'handler']],
  ['reported', 'delete', undefined, 'deleted', ['reporter', 'dispatcher']],
  ['accepted', 'sendOrder', undefined, 'dispatched', ['dispatcher']],
  ['accepted', 'reportCommandCenter', undefined, 'atCenter', ['dispatcher']],
  ['accepted', 'setRead', undefined, 'accepted', ['reporter', 'dispatcher', 'handler']],
  ['accepted', 'delete', undefined, 'deleted', ['dispatcher']],
  ['atCenter', 'returnCommandCenter', undefined, 'accepted', ['dispatcher']],
  ['atCenter', 'setRead', undefined, 'atCenter', ['reporter', 'dispatcher', 'handler']],
  ['dispatched', 'refuse', undefined, 'accepted', ['handler']],
  ['dispatched', 'reportProgress', 'progress', 'handling', ['handler']],
  ['dispatched', 'reportProgress', 'done', 'handled', ['handler']],
  ['dispatched', 'delayApply', undefined, 'delayPending', ['handler']],
  ['dispatched', 'sendOrder', undefined, 'dispatched', ['dispatcher']],
  ['dispatched', 'setRead', undefined, 'dispatched', ['reporter', 'dispatcher', 'handler']],
  ['handling', 'reportProgress', 'progress', 'handling', ['handler']],
  ['handling', 'reportProgress', 'done', 'handled', ['handler']],
  ['handling', 'delayApply', undefined, 'delayPending', ['handler']],
  ['handling', 'sendOrder', undefined, 'dispatched', ['dispatcher']],
  ['handling', 'setRead', undefined, 'handling', ['reporter', 'dispatcher', 'handler']],
  ['delayPending', 'review', 'pass', 'handling', ['dispatcher']],
  ['delayPending', 'review', 'fail', 'handling', ['dispatcher']],
  ['delayPending', 'setRead', undefined, 'delayPending', ['reporter', 'dispatcher', 'handler']],
  ['handled', 'review', 'pass', 'closed', ['dispatcher']],
  ['handled', 'review', 'fail', 'handling', ['dispatcher']],
  ['handled', 'setRead', undefined, 'handled', ['reporter', 'dispatcher', 'handler']],
  ['closed', 'setRead', undefined, 'closed', ['reporter', 'dispatcher', 'handler']],
];

describe('the problem case state machine', () => {
  it('starts every case in "reported" through the report action, which anyone may take', () => {
    expect(INITIAL).toEqual({ action: 'report', next: 'reported', who: ROLES });
  });

  for (const [from, action, outcome, to, who] of ALLOWED) {
    it(`${from} --${action}${outcome ? `(${outcome})` : ''}--> ${to}, by ${who.join(' or ')}`, () => {
      for (const role of who) expect(decide(from, action, [role], outcome)).toEqual({ ok: true, next: to });
      for (const role of ROLES.filter((r) => !who.includes(r))) {
        expect(decide(from, action, [role], outcome)).toMatchObject({ ok: false, reason: 'role' });
      }
    });
  }

  it('lists exactly these transitions and nothing else', () => {
    const table = PROBLEM_STATES.flatMap((s) =>
      PROBLEM_ACTIONS.flatMap((a) => {
        const t = LIFECYCLE[s][a];
        if (!t) return [];
        return typeof t.next === 'string' ? [`${s}.${a}->${t.next}`] : Object.entries(t.next).map(([o, n]) => `${s}.${a}(${o})->${n}`);
      }),
    ).sort();
    const expected = ALLOWED.map(([f, a, o, t]) => `${f}.${a}${o ? `(${o})` : ''}->${t}`).sort();
    expect(table).toEqual(expected);
  });

  it('refuses an action the state does not allow, whoever asks', () => {
    const refused: [ProblemState, ProblemAction][] = [
      ['reported', 'sendOrder'],
      ['reported', 'review'],
      ['accepted', 'sign'],
      ['atCenter', 'sendOrder'],
      ['dispatched', 'sign'],
      ['handling', 'refuse'],
      ['delayPending', 'reportProgress'],
      ['handled', 'delayApply'],
      ['closed', 'sendOrder'],
      ['closed', 'delete'],
      ['deleted', 'setRead'],
      ['deleted', 'sign'],
    ];
    for (const [state, action] of refused) expect(decide(state, action, ROLES, 'pass')).toEqual({ ok: false, reason: 'state' });
  });

  it('asks for an outcome where the action has several, and refuses an unknown one', () => {
    expect(outcomesOf('handled', 'review')).toEqual(['pass', 'fail']);
    expect(outcomesOf('handling', 'reportProgress')).toEqual(['progress', 'done']);
    expect(outcomesOf('reported', 'sign')).toEqual([]);
    expect(decide('handled', 'review', ['dispatcher'])).toEqual({ ok: false, reason: 'outcome', outcomes: ['pass', 'fail'] });
    expect(decide('handled', 'review', ['dispatcher'], 'maybe')).toMatchObject({ ok: false, reason: 'outcome' });
  });

  it('offers each role only its own buttons', () => {
    expect(allowedActions('dispatched', ['dispatcher'])).toEqual(['sendOrder', 'setRead']);
    expect(allowedActions('dispatched', ['dispatcher', 'handler'])).toEqual(['sendOrder', 'refuse', 'reportProgress', 'delayApply', 'setRead']);
    expect(allowedActions('reported', ['reporter'])).toEqual(['edit', 'setRead', 'delete']);
    expect(allowedActions('deleted', ROLES)).toEqual([]);
    expect(allowedActions('closed', ROLES)).toEqual(['setRead']);
  });

  it('gives every user the dispatcher role, and the reporter and handler roles by the case', () => {
    expect(rolesOf({ reporterUserId: '1001', handlerUserId: '1003' }, '1001')).toEqual(['dispatcher', 'reporter']);
    expect(rolesOf({ reporterUserId: '1001', handlerUserId: '1003' }, '1003')).toEqual(['dispatcher', 'handler']);
    expect(rolesOf({ reporterUserId: null, handlerUserId: null }, '1003')).toEqual(['dispatcher']);
  });

  it('leaves no state a dead end except closed and deleted', () => {
    for (const s of PROBLEM_STATES) {
      const moves = PROBLEM_ACTIONS.filter((a) => a !== 'setRead' && a !== 'edit' && LIFECYCLE[s][a]);
      if (s === 'closed' || s === 'deleted') expect(moves).toEqual([]);
      else expect(moves.length).toBeGreaterThan(0);
    }
  });
});
