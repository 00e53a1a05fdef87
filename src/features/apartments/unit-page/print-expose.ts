/** How long the print waits for the pictures at most: a slow connection still prints, without them. */
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

/** The 'Print exposé' button: prints once the exposé's pictures are there. */
export async function printExpose(): Promise<void> {
  const images = loadImagesForPrint().filter((image) => !image.complete);
  await Promise.race([
    Promise.all(images.map((image) => image.decode().catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, IMAGE_WAIT_MS)),
  ]);
  window.print();
}
