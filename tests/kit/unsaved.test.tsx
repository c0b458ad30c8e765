// @vitest-environment jsdom
// The page's canClose answer: "no" while any form holds unsaved input, "yes" once every one is saved,
// closed or unmounted.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageIsClean, useUnsaved } from '../../kit/ui/unsaved';

function Form(props: { dirty: boolean }) {
  useUnsaved(props.dirty);
  return null;
}

afterEach(cleanup);

describe('unsaved input on a page', () => {
  it('keeps the page from closing while any of several forms is dirty', () => {
    const a = render(<Form dirty={false} />);
    const b = render(<Form dirty={true} />);
    expect(pageIsClean()).toBe(false);
    act(() => a.rerender(<Form dirty={true} />));
    act(() => b.rerender(<Form dirty={false} />));
    expect(pageIsClean()).toBe(false);
    a.unmount();
    expect(pageIsClean()).toBe(true);
  });
});
