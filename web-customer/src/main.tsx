import '@resto/web-common/fonts';

/**
 * The storefront's entry, kept tiny: on a server-rendered menu home (the `storefront` function's page,
 * which already shows the whole menu with working links) the app's code is evaluated only when the
 * visitor first touches, clicks, types or turns the mouse wheel, or once the page has been quiet a few seconds,
 * so loading the page spends no main-thread time on it. Every other page starts the app at once.
 */

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

/**
 * How long a quiet, untouched menu home waits before the app takes over anyway (cart, account):
 * this long after the load event with no request of the page finishing (the pictures further down
 * still arriving count as busy), and at most LATEST_START_MS after the load event.
 */
const QUIET_START_MS = 4_000;
const LATEST_START_MS = 20_000;
const FIRST_INPUT = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

function whenFirstNeeded(start: () => void): void {
  let started = false;
  let quietTimer = 0;
  let requests: PerformanceObserver | undefined;
  const go = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_INPUT) window.removeEventListener(type, go, true);
    requests?.disconnect();
    window.clearTimeout(quietTimer);
    start();
  };
  for (const type of FIRST_INPUT) window.addEventListener(type, go, { capture: true, passive: true });
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(go, { timeout: 2_000 });
    else go();
  };
  const restartQuiet = () => {
    window.clearTimeout(quietTimer);
    quietTimer = window.setTimeout(whenIdle, QUIET_START_MS);
  };
  const afterLoad = () => {
    if (typeof PerformanceObserver === 'function') {
      requests = new PerformanceObserver(restartQuiet);
      requests.observe({ type: 'resource' });
    }
    restartQuiet();
    window.setTimeout(whenIdle, LATEST_START_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * The server-rendered page holds the app's module preloads back in an inert <template> (see
 * functions/src/storefront/serve.ts) so they do not compete with the page's first paint; once the
 * page has loaded and painted they are added, and the app's code is in the cache before anyone
 * touches the page. (The load event can come before the first paint: a preloaded optional font
 * holds the paint for a moment, and a frame callback waits for it.)
 */
function preloadAppCodeAfterLoad(): void {
  const template = document.getElementById('storefront-app-code');
  if (!(template instanceof HTMLTemplateElement)) return;
  const add = () =>
    window.requestAnimationFrame(() => window.setTimeout(() => document.head.append(template.content), 0));
  if (document.readyState === 'complete') add();
  else window.addEventListener('load', add, { once: true });
}

const embedded = document.getElementById('storefront-menu');
if (container.hasAttribute('data-server-rendered') && embedded) {
  preloadAppCodeAfterLoad();
  whenFirstNeeded(() => void import('./app').then((app) => app.takeOverOrStart(container, embedded)));
} else {
  void import('./app').then((app) => app.startApp(container));
}
