import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { useTypedBeforeHydration } from './typed-before-hydration';

/** A controlled field as the calculator's: its value in state, changes reported. */
function Field({ onTyped }: { onTyped: (value: string) => void }) {
  const [value, setValue] = useState('3.8');
  const change = (text: string) => {
    setValue(text);
    onTyped(text);
  };
  const field = useTypedBeforeHydration<HTMLInputElement>(value, change);
  return <input ref={field} value={value} onChange={(event) => change(event.currentTarget.value)} />;
}

/** Prerenders the field, lets `typeBefore` act on the HTML, then hydrates it; returns what was reported. */
async function hydrateAfter(typeBefore: (input: HTMLInputElement) => void) {
  const container = document.createElement('div');
  document.body.append(container);
  const typed: string[] = [];
  container.innerHTML = renderToString(<Field onTyped={() => {}} />);
  typeBefore(container.querySelector('input')!);
  const IS_REACT_ACT_ENVIRONMENT = 'IS_REACT_ACT_ENVIRONMENT';
  (globalThis as Record<string, unknown>)[IS_REACT_ACT_ENVIRONMENT] = true;
  const root = await act(async () =>
    hydrateRoot(container, <Field onTyped={(value) => typed.push(value)} />),
  );
  const input = container.querySelector('input')!;
  const shown = input.value;
  act(() => root.unmount());
  container.remove();
  return { typed, shown };
}

describe('typed before hydration', () => {
  it('hands text typed into the prerendered field on once hydrated, and keeps it shown', async () => {
    const { typed, shown } = await hydrateAfter((input) => {
      input.value = '16';
    });
    expect(typed).toEqual(['16']);
    expect(shown).toBe('16');
  });

  it('reports nothing when the field was left as rendered', async () => {
    const { typed, shown } = await hydrateAfter(() => {});
    expect(typed).toEqual([]);
    expect(shown).toBe('3.8');
  });
});
