/**
 * The expired-login countdown (shell.md §4, §9): 3, 2, 1 once a second, then the login page. A second
 * trigger while it runs is rejected.
 */

export const EXPIRY_COUNTDOWN_SECONDS = 3;

export type ExpiryTimers = {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
};

export type ExpiryCountdown = {
  /** Starts the countdown; 'running' when one is already under way (the trigger is rejected). */
  trigger(): 'started' | 'running';
  running(): boolean;
  cancel(): void;
};

export function createExpiryCountdown(options: {
  onTick(secondsLeft: number): void;
  onDone(): void;
  timers?: ExpiryTimers;
}): ExpiryCountdown {
  const timers: ExpiryTimers = options.timers ?? {
    setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
    clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
  };
  let handle: unknown = null;
  const stop = () => {
    if (handle !== null) timers.clearInterval(handle);
    handle = null;
  };
  return {
    trigger() {
      if (handle !== null) return 'running';
      let left = EXPIRY_COUNTDOWN_SECONDS;
      options.onTick(left);
      handle = timers.setInterval(() => {
        left -= 1;
        if (left > 0) options.onTick(left);
        else {
          stop();
          options.onDone();
        }
      }, 1000);
      return 'started';
    },
    running: () => handle !== null,
    cancel: stop,
  };
}
