// @vitest-environment jsdom
// A module page's routes (kit/ui/hashRoutes.tsx): the hash path picks the route, '/' redirects to home
// without a history entry, an unknown path shows the fallback, and links and back/forward re-render.
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HashRoutes, hashPath, matchRoute } from '../../kit/ui/hashRoutes';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '#');
});

function Counter(props: { name: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {props.name} {n}
    </button>
  );
}

const routes = [
  { path: '/cars', element: <Counter name="cars" /> },
  { path: '/drivers', element: <Counter name="drivers" /> },
  { path: '/board/today', element: <p>board</p> },
];

async function go(hash: string): Promise<void> {
  await act(async () => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

describe('module hash routes', () => {
  it('reads the path of a hash as the router did: query dropped, trailing slash ignored, escapes decoded', () => {
    expect(hashPath('')).toBe('/');
    expect(hashPath('#')).toBe('/');
    expect(hashPath('#/cars?plate=A1')).toBe('/cars');
    expect(hashPath('#/cars/')).toBe('/cars');
    expect(hashPath('#cars')).toBe('/cars');
    expect(hashPath('#/%E8%BD%A6%E8%BE%86')).toBe('/车辆');
    expect(hashPath('#/bad%E8')).toBe('/bad%E8');
    expect(matchRoute(routes, '/CARS')?.path).toBe('/cars');
    expect(matchRoute(routes, '/car')).toBeUndefined();
  });

  it('redirects / to home in place, shows the route, the fallback for an unknown path, and follows changes', async () => {
    window.history.replaceState(null, '', '#/');
    const before = window.history.length;
    render(<HashRoutes routes={routes} home="/drivers" fallback={<p>404</p>} />);
    expect(await screen.findByRole('button', { name: 'drivers 0' })).toBeTruthy();
    expect(window.location.hash).toBe('#/drivers');
    expect(window.history.length).toBe(before);

    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('drivers 1');

    await go('#/cars?x=1');
    expect(screen.getByRole('button').textContent).toBe('cars 0');
    await go('#/board/today/');
    expect(screen.getByText('board')).toBeTruthy();
    await go('#/nowhere');
    expect(screen.getByText('404')).toBeTruthy();
    // Back on a route: its screen starts afresh (state never leaks between routes).
    await go('#/drivers');
    expect(screen.getByRole('button').textContent).toBe('drivers 0');
  });
});
