import { describe, expect, it } from 'vitest';
import { fillShell } from '../src/storefront/serve';

/**
 * The storefront function's page: the app's index.html with the rendered menu, its styles and the
 * embedded document. A dish or store name that looks like markup stays text, and nothing in the
 * embedded JSON can end its <script> element.
 */
const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Order pickup, delivery and dine-in from your favourite local restaurant." /><title>Online ordering</title><script type="module" src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/app.js"></head><body><noscript>This app needs JavaScript. Please turn it on and reload the page.</noscript><div id="root"></div></body></html>`;

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
    expect(html).toContain('<style data-emotion="css abc def">.css-abc{color:red}</style></head>');
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
    expect(html).toContain('<link rel="prefetch" as="script" crossorigin href="/assets/app.js">');
    expect(html).not.toContain('modulepreload');
    // Exactly one script element of ours besides the app's entry.
    expect(html.match(/<script/g)).toHaveLength(2);
  });
});
