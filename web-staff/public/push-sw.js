// The staff app's push worker (registered by web-common/src/push/pushDevice.ts at scope /push/, so it
// never replaces the till's app-shell worker): Firebase Cloud Messaging delivers each web push here
// while the app is closed or in the background, and it shows the notification; a tap opens the order.
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = {};
  }
  const notification = payload.notification || {};
  const data = payload.data || {};
  event.waitUntil(
    self.registration.showNotification(notification.title || 'New order', {
      body: notification.body || '',
      tag: data.orderId || undefined,
      renotify: Boolean(data.orderId),
      data,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data?.path || '/home';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.focus().then(() => open.navigate(path));
      return self.clients.openWindow(path);
    }),
  );
});
