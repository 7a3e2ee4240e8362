import { createContext } from 'react';

/**
 * The menu home arrives as server-rendered HTML (web-customer/src/ssr, served by the `storefront`
 * function) and the app takes over once it has built the same page. On the server every dish is
 * rendered at once (the HTML is the whole menu, for people and crawlers); in the browser the page is
 * still built a few dishes per task, and the server's copy stays on screen until the app's is complete.
 */
export const RenderWholeMenu = createContext(false);

let shown: () => void = () => undefined;
/** Resolves once the app's menu home shows every dish (see MenuHomePage). */
export const menuHomeComplete = new Promise<void>((resolve) => {
  shown = resolve;
});

export function markMenuHomeComplete(): void {
  shown();
}
