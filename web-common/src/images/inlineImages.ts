/**
 * Pictures a server-rendered page carries inline (the storefront's first dish photos, as WebP data
 * URLs; see functions/src/storefront/serve.ts), by the address they stand for. When the app takes
 * such a page over, its OptimizedImage shows the same bytes instead of fetching the address again,
 * so the pictures on screen do not blink while the app's copy loads its own.
 */
const inlined = new Map<string, string>();

/** Remembers the inline copies of `<img data-inline-src>` elements under `root`. */
export function adoptInlineImages(root: ParentNode): void {
  for (const img of Array.from(root.querySelectorAll<HTMLImageElement>('img[data-inline-src]'))) {
    const address = img.dataset.inlineSrc;
    const data = img.getAttribute('src');
    if (address && data?.startsWith('data:image/')) inlined.set(address, data);
  }
}

/** The inline copy of `src` if the page carried one, else `src`. */
export function inlineImageSource(src: string): string;
export function inlineImageSource(src: string | undefined): string | undefined;
export function inlineImageSource(src: string | undefined): string | undefined {
  return src === undefined ? undefined : (inlined.get(src) ?? src);
}
