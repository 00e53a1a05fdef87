import { act } from '@testing-library/react';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CLICK_HOLDER_GLOBAL } from './contract';

/** A fresh holder, as a new page has (the loader's, left on the window). */
async function freshHolder() {
  delete (window as unknown as Record<string, unknown>)[CLICK_HOLDER_GLOBAL];
  vi.resetModules();
  return import('./click-holder');
}

type Holder = Awaited<ReturnType<typeof freshHolder>>;

/** A sync thenable, so the server renders the part's HTML as if its code were there. */
const loadedNow = (component: ComponentType) => ({
  then: (resolve: (module: { default: ComponentType }) => void) => resolve({ default: component }),
});

/** A dialog opened once the page is interactive, in a portal as Mantine's are. */
function Dialog({ into, onNext }: { into: Element; onNext: () => void }) {
  const open = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
  return open ? createPortal(<button onClick={onNext}>Next</button>, into) : null;
}

/** A page as prerendered: a header button and a deferred part with a photo button. */
function page(
  { clickDelivery, clickHolder }: Holder,
  Part: ComponentType,
  onHeader: () => void,
  dialog?: { into: Element; onNext: () => void },
): React.ReactElement {
  function Ready() {
    useEffect(() => clickHolder().partReady(), []);
    return null;
  }
  return (
    <div {...clickDelivery}>
      <button onClick={onHeader}>Header</button>
      <Suspense fallback={null}>
        <Part />
        <Ready />
      </Suspense>
      {dialog && <Dialog {...dialog} />}
    </div>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  localStorage.clear();
});

function buttonNamed(name: string): HTMLButtonElement {
  return [...document.querySelectorAll('button')].find((button) => button.textContent === name)!;
}

/** Renders the page as the prerender did and hydrates it, the part's code still on its way. */
async function hydratePage(
  holder: Holder,
  onPhoto: () => void,
  onHeader = () => {},
  dialog?: { into: Element; onNext: () => void },
) {
  function Photo() {
    return <button onClick={onPhoto}>Photo</button>;
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    page(
      holder,
      lazy(() => loadedNow(Photo) as never),
      onHeader,
    ),
  );
  document.body.append(container);
  let arrive: (module: { default: ComponentType }) => void = () => {};
  const Waiting = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
  return {
    container,
    hydrate: async () => {
      await act(async () => {
        root = hydrateRoot(container, page(holder, Waiting, onHeader, dialog));
      });
      holder.clickHolder().reactListening(container);
    },
    partArrives: () => act(async () => arrive({ default: Photo })),
  };
}

describe('the click holder', () => {
  it('holds the last button tapped before React listens and clicks it again once the page is interactive', async () => {
    const holder = await freshHolder();
    holder.clickHolder();
    const header = vi.fn();
    const { hydrate } = await hydratePage(holder, () => {}, header);
    buttonNamed('Header').click();
    buttonNamed('Header').click();
    expect(header).not.toHaveBeenCalled();
    await hydrate();
    holder.clickHolder().pageInteractive();
    expect(header).toHaveBeenCalledOnce();
    buttonNamed('Header').click();
    expect(header).toHaveBeenCalledTimes(2);
  });

  it('holds a tap made while React hydrates, its press events too, and clicks it once the page is interactive', async () => {
    const holder = await freshHolder();
    holder.clickHolder();
    const header = vi.fn();
    const pressed = vi.fn();
    const { container, hydrate } = await hydratePage(holder, () => {}, header);
    container.addEventListener('pointerdown', pressed);
    await hydrate();
    buttonNamed('Header').dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    buttonNamed('Header').click();
    expect(pressed).not.toHaveBeenCalled();
    expect(header).not.toHaveBeenCalled();
    holder.clickHolder().pageInteractive();
    expect(header).toHaveBeenCalledOnce();
    buttonNamed('Header').dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    expect(pressed).toHaveBeenCalledOnce();
  });

  it('holds a tap on a deferred part still waiting for its code until that part has hydrated, then clicks it once', async () => {
    const holder = await freshHolder();
    const photo = vi.fn();
    const header = vi.fn();
    const { hydrate, partArrives } = await hydratePage(holder, photo, header);
    await hydrate();
    holder.clickHolder().pageInteractive();
    buttonNamed('Header').click();
    expect(header).toHaveBeenCalledOnce();

    buttonNamed('Photo').click();
    expect(photo).not.toHaveBeenCalled();
    await partArrives();
    expect(photo).toHaveBeenCalledOnce();
    holder.clickHolder().partReady();
    expect(photo).toHaveBeenCalledOnce();
  });

  it('keeps a tap held for a part still waiting when the page becomes interactive', async () => {
    const holder = await freshHolder();
    holder.clickHolder();
    const photo = vi.fn();
    const { hydrate, partArrives } = await hydratePage(holder, photo);
    buttonNamed('Photo').click();
    await hydrate();
    holder.clickHolder().pageInteractive();
    expect(photo).not.toHaveBeenCalled();
    await partArrives();
    expect(photo).toHaveBeenCalledOnce();
  });

  it('leaves a tap in a portal (a dialog) to React, which delivers it at the portal', async () => {
    const holder = await freshHolder();
    // Inside React's root node, as Mantine's portals are inside the document.
    const into = document.createElement('div');
    const next = vi.fn();
    const { container, hydrate } = await hydratePage(holder, () => {}, undefined, { into, onNext: next });
    container.append(into);
    await hydrate();
    holder.clickHolder().pageInteractive();
    buttonNamed('Next').click();
    expect(next).toHaveBeenCalledOnce();
  });

  it('lets a language link navigate and stores its language first, before and after the page is interactive', async () => {
    const { clickHolder } = await freshHolder();
    const holder = clickHolder();
    const link = document.createElement('a');
    link.hreflang = 'de';
    link.href = '#de';
    link.append(document.createElement('span'));
    document.body.append(link);
    link.firstElementChild!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(localStorage.getItem('locale')).toBe('de');
    holder.pageInteractive();
    link.hreflang = 'en';
    link.click();
    expect(localStorage.getItem('locale')).toBe('en');
    link.hreflang = 'fr';
    link.click();
    expect(localStorage.getItem('locale')).toBe('en');
  });
});
