import { describe, expect, it } from 'vitest';
import { fillShell, inlineFirstImages } from '../src/storefront/serve';

/**
 * The storefront function's page: the app's index.html with the rendered menu, its styles and the
 * embedded document. A dish or store name that looks like markup stays text, and nothing in the
 * embedded JSON can end its <script> element.
 */
const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Order pickup, delivery and dine-in from your favourite local restaurant." /><title>Online ordering</title><script type="module" src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/app.js">\n    <link rel="modulepreload" crossorigin href="/assets/chunk.js"></head><body><noscript>This app needs JavaScript. Please turn it on and reload the page.</noscript><div id="root"></div></body></html>`;

describe('the storefront shell', () => {
  it('carries the rendered page, its styles and the menu document, escaped', () => {
    const html = fillShell(SHELL, {
      title: 'Pizza <b>&</b> "Pasta" · Order online',
      description: 'See the menu of <script>alert(1)</script>',
      canonical: 'https://order.example/restaurants/r/stores/s',
      css: '.css-abc{color:red}',
      styleIds: ['abc', 'def'],
      html: '<main><h1 id="store-name">Pizza</h1></main>',
      data: {
        restaurantId: 'r',
        storeId: 's',
        document: { name: "</script><script>alert(1)</script> $' $&" },
      },
    });
    expect(html).toContain('<title>Pizza &lt;b&gt;&amp;&lt;/b&gt; &quot;Pasta&quot; · Order online</title>');
    expect(html).toContain(
      '<meta name="description" content="See the menu of &lt;script&gt;alert(1)&lt;/script&gt;">',
    );
    expect(html).not.toContain('favourite local restaurant');
    expect(html).toContain('<noscript>To order, please turn JavaScript on and reload the page.</noscript>');
    expect(html).toContain('<link rel="canonical" href="https://order.example/restaurants/r/stores/s">');
    expect(html).toContain('<style data-emotion="css abc def">.css-abc{color:red}</style><template');
    expect(html).toContain(
      '<div id="root" data-server-rendered><main><h1 id="store-name">Pizza</h1></main></div>',
    );
    const json = /<script type="application\/json" id="storefront-menu">(.*?)<\/script>/s.exec(html)?.[1];
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json ?? '')).toEqual({
      restaurantId: 'r',
      storeId: 's',
      document: { name: "</script><script>alert(1)</script> $' $&" },
    });
    // The app's code waits, inert, until main.tsx adds it after the load event.
    const template = /<template id="storefront-app-code">(.*?)<\/template>/s.exec(html)?.[1];
    expect(template).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/app.js"><link rel="modulepreload" crossorigin href="/assets/chunk.js">',
    );
    expect(html.replace(template ?? '', '')).not.toContain('modulepreload');
    // Exactly one script element of ours besides the app's entry.
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it('puts the first pictures the app loads at once into the page, as WebP from the pipeline', async () => {
    const html = [
      '<img src="/api/images/r/logo?w=200" alt="Pizza logo" width="64" height="64" loading="eager" decoding="async">',
      '<img src="/api/images/r/dish-1?w=200&amp;f=webp" alt width="112" height="112" loading="eager" decoding="async">',
      // Another restaurant's picture is never read on this page's behalf.
      '<img src="/api/images/other/dish-2?w=200" alt width="112" height="112" loading="eager" decoding="async">',
      // Too big to be worth inlining: left to load from its address.
      '<img src="/api/images/r/huge?w=200" alt width="112" height="112" loading="eager" decoding="async">',
      // A picture that fails to load is left as it was.
      '<img src="/api/images/r/missing?w=200" alt width="112" height="112" loading="eager" decoding="async">',
      // Lower down the page: loads when scrolled near.
      '<img src="/api/images/r/dish-3?w=200" alt width="112" height="112" loading="lazy" decoding="async">',
    ].join('');
    const asked: string[] = [];
    const inlined = await inlineFirstImages(html, 'r', async (imageId, width) => {
      asked.push(`${imageId}@${width}`);
      if (imageId === 'missing') throw new Error('no such image');
      return Buffer.alloc(imageId === 'huge' ? 40_000 : 6, imageId);
    });
    expect(asked).toEqual(['logo@200', 'dish-1@200', 'huge@200', 'missing@200']);
    const data = (imageId: string) => `data:image/webp;base64,${Buffer.alloc(6, imageId).toString('base64')}`;
    expect(inlined).toContain(
      `<img src="${data('logo')}" data-inline-src="/api/images/r/logo?w=200" alt="Pizza logo" width="64" height="64" loading="eager"`,
    );
    expect(inlined).toContain(
      `<img src="${data('dish-1')}" data-inline-src="/api/images/r/dish-1?w=200&amp;f=webp" alt`,
    );
    for (const kept of ['other/dish-2', 'r/huge', 'r/missing', 'r/dish-3'])
      expect(inlined).toContain(`<img src="/api/images/${kept}?w=200" alt`);
  });
});
