/**
 * Registers the till's service worker (web-staff/public/pos-sw.js) so the app shell loads during an
 * outage, and hands it the build files this page already loaded (the first visit loads them before
 * the worker controls the page). Production builds only: the dev server's modules are not files.
 */
export async function cacheAppShellForOffline(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register('/pos-sw.js', { scope: '/' });
    const ready = await navigator.serviceWorker.ready;
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.startsWith('/assets/'));
    ready.active?.postMessage({ precache: loaded });
  } catch {
    // Without a worker the till still works online and keeps its outbox; only an offline reload fails.
  }
}
