import { drawPrintParts } from '@/lib/print-parts';

/** How long the print waits for the pictures and print parts at most: a slow connection still prints, without them. */
const IMAGE_WAIT_MS = 3000;

function exposeImages(): HTMLImageElement[] {
  return [...document.querySelectorAll<HTMLImageElement>('[data-unit-page] img')];
}

/**
 * Lazy pictures below the screen (the building's render) would print as their placeholder colour:
 * they are asked for now. Also run on `beforeprint`, for the browser's own print command.
 */
export function loadImagesForPrint(): HTMLImageElement[] {
  const images = exposeImages();
  for (const image of images) image.loading = 'eager';
  return images;
}

/** The 'Print exposé' button: prints once the exposé's pictures and print parts are there. */
export async function printExpose(): Promise<void> {
  const images = loadImagesForPrint().filter((image) => !image.complete);
  await Promise.race([
    Promise.all([...images.map((image) => image.decode().catch(() => undefined)), drawPrintParts()]),
    new Promise((resolve) => setTimeout(resolve, IMAGE_WAIT_MS)),
  ]);
  window.print();
}

/**
 * Ctrl+P or ⌘P goes through the print button's path: the browser's own command would print before
 * the lazy pictures and the booking QR code have loaded.
 */
export function printShortcut(event: KeyboardEvent): void {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
  if (event.key.toLowerCase() !== 'p') return;
  event.preventDefault();
  void printExpose();
}
