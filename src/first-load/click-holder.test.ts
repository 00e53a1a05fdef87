import { afterEach, describe, expect, it, vi } from 'vitest';

import { CLICK_HOLDER_GLOBAL } from './contract';

/** A fresh holder, as a new page has (the loader's, left on the window). */
async function freshHolder() {
  delete (window as unknown as Record<string, unknown>)[CLICK_HOLDER_GLOBAL];
  vi.resetModules();
  const { clickHolder } = await import('./click-holder');
  return clickHolder();
}

/** A button as React leaves it once hydrated (its fiber under a `__reactFiber$…` key). */
function button(label: string, { hydrated = false } = {}): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = label;
  if (hydrated) Object.assign(element, { __reactFiber$test: {} });
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

describe('the click holder', () => {
  it('holds the last button tapped before the page is interactive and clicks it again then, once', async () => {
    const holder = await freshHolder();
    const menu = button('Menu');
    const clicks = vi.fn();
    menu.addEventListener('click', clicks);
    menu.click();
    button('Other').click();
    menu.click();
    expect(clicks).not.toHaveBeenCalled();
    Object.assign(menu, { __reactFiber$test: {} });
    holder.pageInteractive();
    expect(clicks).toHaveBeenCalledOnce();
    menu.click();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('lets a language link navigate and stores its language first, before the page is interactive only', async () => {
    const holder = await freshHolder();
    const link = document.createElement('a');
    link.hreflang = 'de';
    link.href = '#de';
    document.body.append(link);
    link.click();
    expect(localStorage.getItem('locale')).toBe('de');
    localStorage.clear();
    holder.pageInteractive();
    link.click();
    expect(localStorage.getItem('locale')).toBeNull();
  });

  it('after hydration holds a tap in a deferred part until that part has hydrated the button', async () => {
    const holder = await freshHolder();
    holder.pageInteractive();
    const done = holder.partWaiting();
    const header = button('Header', { hydrated: true });
    const headerClicks = vi.fn();
    header.addEventListener('click', headerClicks);
    header.click();
    expect(headerClicks).toHaveBeenCalledOnce();

    const photo = button('Photo');
    const photoClicks = vi.fn();
    photo.addEventListener('click', photoClicks);
    photo.click();
    expect(photoClicks).not.toHaveBeenCalled();
    Object.assign(photo, { __reactFiber$test: {} });
    done();
    expect(photoClicks).toHaveBeenCalledOnce();
    done();
    expect(photoClicks).toHaveBeenCalledOnce();
  });

  it('keeps a tap held for a part still waiting when the page becomes interactive', async () => {
    const holder = await freshHolder();
    const done = holder.partWaiting();
    const photo = button('Photo');
    const clicks = vi.fn();
    photo.addEventListener('click', clicks);
    photo.click();
    holder.pageInteractive();
    expect(clicks).not.toHaveBeenCalled();
    Object.assign(photo, { __reactFiber$test: {} });
    done();
    expect(clicks).toHaveBeenCalledOnce();
  });
});
