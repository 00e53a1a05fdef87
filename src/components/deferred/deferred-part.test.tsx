import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { createRoot, hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CLICK_HOLDER_GLOBAL } from '@/first-load/contract';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {label}: {count}
    </button>
  );
}

/** A fresh copy of the modules, as a new page load would have (no component loaded yet). */
async function freshModules() {
  delete (window as unknown as Record<string, unknown>)[CLICK_HOLDER_GLOBAL];
  vi.resetModules();
  const deferred = await import('./deferred-part');
  const hydration = await import('@/first-load/hydration');
  const gates = await import('@/lib/deferred-gates');
  const { clickHolder } = await import('@/first-load/click-holder');
  return { ...deferred, ...hydration, ...gates, clickHolder };
}

/** As the client entry does: React hydrates and listens on its node, then the click holder after it. */
function hydrate(
  client: { clickHolder: () => { reactListening: (node: Element) => void } },
  node: Element,
  element: React.ReactNode,
  options?: HydrationOptions,
): Root {
  const hydrated = hydrateRoot(node, element, options);
  client.clickHolder().reactListening(node);
  return hydrated;
}

/** A part in the prerendered page, loaded once the page is interactive. */
const PRERENDERED = { when: 'interactive', prerendered: true } as const;

describe('deferredPart', () => {
  let root: Root | undefined;
  let container: HTMLElement;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  it('renders its full content on the server once preloaded', async () => {
    const { deferredPart, preloadPrerenderedParts } = await freshModules();
    const load = vi.fn(async () => Counter);
    const Deferred = deferredPart(load, PRERENDERED);

    await preloadPrerenderedParts();

    // <!--$--> marks a completed Suspense boundary (a fallback would be <!--$?--> or <!--$!-->).
    expect(renderToString(<Deferred label="Below the fold" />)).toMatch(
      /^<!--\$--><button type="button">Below the fold<!-- -->: <!-- -->0<\/button><!--\/\$-->$/,
    );
    expect(load).toHaveBeenCalledOnce();
  });

  it('keeps the prerendered HTML while the page hydrates and loads its code once the page is interactive', async () => {
    const server = await freshModules();
    const ServerDeferred = server.deferredPart(async () => Counter, PRERENDERED);
    await server.preloadPrerenderedParts();
    const html = renderToString(<ServerDeferred label="Below the fold" />);

    const client = await freshModules();
    const load = vi.fn(async () => Counter);
    const Deferred = client.deferredPart(load, PRERENDERED);
    const recoverableErrors: unknown[] = [];
    container.innerHTML = html;
    const prerendered = container.querySelector('button');

    await act(async () => {
      root = hydrate(client, container, <Deferred label="Below the fold" />, {
        onRecoverableError: (error) => recoverableErrors.push(error),
      });
    });

    // Not hydrated yet: the prerendered button is shown as it is and does not react.
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Below the fold: 0' }));
    expect(screen.getByRole('button')).toHaveTextContent('Below the fold: 0');
    // Asked for during the first hydration, it still waits for its turn.
    await Deferred.preload();
    expect(load).not.toHaveBeenCalled();

    // Interactive, but the start-up sequence (src/boot.ts) has not released the sections' code yet.
    await act(async () => client.markHydrated());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
    await act(async () => client.letPartsLoad('interactive'));
    await waitFor(() => expect(load).toHaveBeenCalledOnce());
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button'));
      expect(screen.getByRole('button')).not.toHaveTextContent('Below the fold: 0');
    });

    // The same element was adopted, not replaced: no flash, and no hydration mismatch.
    expect(container.querySelector('button')).toBe(prerendered);
    expect(recoverableErrors).toEqual([]);
  });

  it('keeps the prerendered HTML when the code cannot load, and loads it once the connection is back', async () => {
    const server = await freshModules();
    const ServerDeferred = server.deferredPart(async () => Counter, PRERENDERED);
    await server.preloadPrerenderedParts();
    container.innerHTML = renderToString(<ServerDeferred label="Offline" />);

    const client = await freshModules();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof Counter>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    load.mockResolvedValue(Counter);
    const Deferred = client.deferredPart(load, PRERENDERED);
    await act(async () => {
      root = hydrate(client, container, <Deferred label="Offline" />);
    });
    await act(async () => {
      client.markHydrated();
      client.letPartsLoad('interactive');
    });
    await waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(screen.getByRole('button')).toHaveTextContent('Offline: 0');

    await act(async () => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button'));
      expect(screen.getByRole('button')).not.toHaveTextContent('Offline: 0');
    });
  });

  it('when seen, loads its code when released but hydrates only once the visitor goes on', async () => {
    const server = await freshModules();
    const ServerDeferred = server.deferredPart(async () => Counter, PRERENDERED);
    await server.preloadPrerenderedParts();
    container.innerHTML = `<section id="below">${renderToString(<ServerDeferred label="Below" />)}</section>`;

    // The section stays below the first screen: an observer that never reports it on screen.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const client = await freshModules();
    const load = vi.fn(async () => Counter);
    const Deferred = client.deferredPart(load, { when: { seen: 'below' }, prerendered: true });
    const recoverableErrors: unknown[] = [];
    await act(async () => {
      root = hydrate(client, container.querySelector('section')!, <Deferred label="Below" />, {
        onRecoverableError: (error) => recoverableErrors.push(error),
      });
    });
    await act(async () => {
      client.markHydrated();
      client.letPartsLoad('interactive');
    });
    await waitFor(() => expect(load).toHaveBeenCalledOnce());

    // The code is there, but the visitor has not gone on from the first screen: still the
    // prerendered button, which does not react.
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Below: 0');

    await act(async () => window.dispatchEvent(new Event('scroll')));
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button'));
      expect(screen.getByRole('button')).not.toHaveTextContent('Below: 0');
    });
    expect(recoverableErrors).toEqual([]);
  });

  it('clicks a button tapped before its code hydrated it again once it has', async () => {
    const server = await freshModules();
    const ServerDeferred = server.deferredPart(async () => Counter, PRERENDERED);
    await server.preloadPrerenderedParts();
    container.innerHTML = `<section>${renderToString(<ServerDeferred label="Photo" />)}</section>`;

    const client = await freshModules();
    let arrive: (component: typeof Counter) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)));
    const Deferred = client.deferredPart(load, PRERENDERED);
    await act(async () => {
      root = hydrate(client, container.querySelector('section')!, <Deferred label="Photo" />);
    });
    await act(async () => {
      client.markHydrated();
      client.letPartsLoad('interactive');
    });
    await waitFor(() => expect(load).toHaveBeenCalledOnce());

    // The page is interactive, this part's code is still on its way: React would drop the tap.
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Photo: 0');

    await act(async () => arrive(Counter));
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('Photo: 1'));
    // Held once, clicked once: a later tap counts as one.
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Photo: 2');
  });

  it('with waitForPreload, neither loads nor hydrates a part about to be replaced, until preload()', async () => {
    const server = await freshModules();
    const ServerDeferred = server.deferredPart(async () => Counter, PRERENDERED);
    await server.preloadPrerenderedParts();
    container.innerHTML = `<section id="overview">${renderToString(<ServerDeferred label="Overview" />)}</section>`;

    const client = await freshModules();
    const load = vi.fn(async () => Counter);
    // On screen (no IntersectionObserver here: counted as seen), so without the option it would hydrate.
    const Deferred = client.deferredPart(load, {
      when: { seen: 'overview' },
      prerendered: true,
      waitForPreload: () => true,
    });
    await act(async () => {
      root = hydrate(client, container.querySelector('section')!, <Deferred label="Overview" />);
    });
    await act(async () => {
      client.markHydrated();
      client.letPartsLoad('interactive');
    });
    await expect(waitFor(() => expect(load).toHaveBeenCalled(), { timeout: 300 })).rejects.toThrow();
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Overview: 0');

    await act(async () => Deferred.preload());
    expect(load).toHaveBeenCalledOnce();
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button'));
      expect(screen.getByRole('button')).not.toHaveTextContent('Overview: 0');
    });
  });

  it('renders at once after preload(), even while the first page still waits for the visitor', async () => {
    const { deferredPart, markHydrated, letPartsLoad } = await freshModules();
    const Deferred = deferredPart(async () => Counter, { when: { seen: 'nowhere-yet' }, prerendered: true });
    markHydrated();
    letPartsLoad('interactive');

    await Deferred.preload();
    await act(async () => {
      root = createRoot(container);
      root.render(<Deferred label="After a navigation" />);
    });

    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('After a navigation: 0'));
  });

  it('loads at once through preload() after hydration (client navigations)', async () => {
    const { deferredPart, markHydrated } = await freshModules();
    const load = vi.fn(async () => Counter);
    const Deferred = deferredPart(load, PRERENDERED);
    markHydrated();

    await Deferred.preload();

    expect(load).toHaveBeenCalledOnce();
  });

  it('a first-page copy still waiting for its turn loads at once when asked for (a route loader)', async () => {
    const { deferredPart, markHydrated } = await freshModules();
    const load = vi.fn(async () => Counter);
    const Deferred = deferredPart(load, { when: { seen: 'nowhere-yet' }, prerendered: true });
    await act(async () => {
      root = createRoot(container);
      root.render(<Deferred label="Waiting" />);
    });
    markHydrated();
    // The start-up sequence has not let parts load, and the part was never seen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();

    await act(async () => Deferred.preload());
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('Waiting: 0'));
    expect(load).toHaveBeenCalledOnce();
  });

  it('an asked part loads only when rendered or preloaded, and tries again after a failed load', async () => {
    const { deferredPart } = await freshModules();
    const load = vi
      .fn<() => Promise<typeof Counter>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    load.mockResolvedValue(Counter);
    const Menu = deferredPart(load, { when: 'asked' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();

    await expect(Menu.preload()).rejects.toThrow('Failed to fetch');
    expect(Menu.isLoaded()).toBe(false);
    await Menu.preload();
    expect(Menu.isLoaded()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
    // Loaded, it renders in the same render, without a fallback.
    act(() => {
      root = createRoot(container);
      root.render(
        <Suspense fallback={<p>Loading</p>}>
          <Menu label="Menu" />
        </Suspense>,
      );
    });
    expect(screen.getByRole('button')).toHaveTextContent('Menu: 0');
  });

  it('usePartsMayLoad says no until the start-up sequence lets parts of that moment load', async () => {
    const { usePartsMayLoad, letPartsLoad } = await freshModules();
    function Form() {
      return <p>{usePartsMayLoad('idle') ? 'form' : 'placeholder'}</p>;
    }
    await act(async () => {
      root = createRoot(container);
      root.render(<Form />);
    });
    letPartsLoad('interactive');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toHaveTextContent('placeholder');
    await act(async () => letPartsLoad('idle'));
    expect(container).toHaveTextContent('form');
  });
});
