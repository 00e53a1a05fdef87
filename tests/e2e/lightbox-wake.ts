import type { Page } from '@playwright/test';

type Watch = { lightboxWoke?: boolean };

/**
 * Runs `action` and waits until the lightbox's controls were seen awake: `data-idle` false and, when
 * a control's label is given, that control fully opaque, in one frame. The controls sleep again after
 * a second, which a loaded machine can let pass between two polls, so the page itself watches every
 * frame and every change of `data-idle`.
 */
export async function wakes(page: Page, action: () => Promise<void>, shownControl?: string) {
  await page.evaluate((label) => {
    const seen = window as unknown as Watch;
    seen.lightboxWoke = false;
    const target = document.querySelector('[data-lightbox] [data-idle]')!;
    const check = () => {
      if (target.getAttribute('data-idle') !== 'false') return;
      const control = label ? document.querySelector(`[data-lightbox] [aria-label="${label}"]`) : null;
      if (!label || (control && getComputedStyle(control).opacity === '1')) seen.lightboxWoke = true;
    };
    const everyFrame = () => {
      check();
      if (!seen.lightboxWoke) requestAnimationFrame(everyFrame);
    };
    new MutationObserver(check).observe(target, { attributes: true, attributeFilter: ['data-idle'] });
    requestAnimationFrame(everyFrame);
  }, shownControl ?? '');
  await action();
  await page.waitForFunction(() => (window as unknown as Watch).lightboxWoke);
}
