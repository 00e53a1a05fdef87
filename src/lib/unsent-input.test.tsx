import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { hasUnsentInput, holdUnsentInput, useUnsentInput } from './unsent-input';

function Form({ unsent }: { unsent: boolean }) {
  useUnsentInput(unsent);
  return null;
}

afterEach(cleanup);

describe('unsent input', () => {
  it('is held until every holder lets go', () => {
    expect(hasUnsentInput()).toBe(false);
    const first = holdUnsentInput();
    const second = holdUnsentInput();
    first();
    expect(hasUnsentInput()).toBe(true);
    second();
    expect(hasUnsentInput()).toBe(false);
  });

  it('follows a form while it holds input and when it unmounts', () => {
    const view = render(<Form unsent={false} />);
    expect(hasUnsentInput()).toBe(false);
    view.rerender(<Form unsent />);
    expect(hasUnsentInput()).toBe(true);
    view.rerender(<Form unsent={false} />);
    expect(hasUnsentInput()).toBe(false);
    view.rerender(<Form unsent />);
    view.unmount();
    expect(hasUnsentInput()).toBe(false);
  });
});
