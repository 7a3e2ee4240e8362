// The POS till's service worker (registered by web-staff/src/features/pos/terminal/appShellCache.ts):
// keeps the staff app's shell so a till can start during an outage. Hashed build files (/assets/…)
// never change, so they are served from the cache first; page loads go to the network and fall
// back to the cached index.html. Nothing else is cached: not /api, not Firestore or Auth (other
// origins), so orders and data are never served stale from here (the till's own outbox and menu copy
// live in IndexedDB).
const CACHE = 'resto-staff-shell-v1';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add('/index.html'))
      .catch(() => undefined),
  );
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

// The page sends the build files it has already loaded (before this worker controlled it).
self.addEventListener('message', (event) => {
  const urls = Array.isArray(event.data?.precache) ? event.data.precache : [];
  const sameOrigin = urls.filter((url) => {
    try {
      const parsed = new URL(url, self.location.origin);
      return parsed.origin === self.location.origin && parsed.pathname.startsWith('/assets/');
    } catch {
      return false;
    }
  });
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(sameOrigin))
      .catch(() => undefined),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put('/index.html', copy));
          }
          return response;
        })
        .catch(() => caches.match('/index.html').then((cached) => cached ?? Response.error())),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
