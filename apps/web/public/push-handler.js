/* Web push in the service worker (imported by the generated Workbox worker): show the notification
   the server sent, and on a click focus an open tab of the app at the notification's screen, or open one. */
/* global self */
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { title: 'RhythmFit', body: event.data ? event.data.text() : '' };
  }
  const title = payload.title || 'RhythmFit';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: payload.body || '',
      icon: '/icon-192.png',
      badge: '/icon-maskable-192.png',
      tag: payload.notificationId ? `notification-${payload.notificationId}` : undefined,
      data: { link: payload.link || '/dashboard' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '/dashboard';
  const target = new URL(link, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.focus().then((client) => (client && 'navigate' in client ? client.navigate(target) : undefined));
      return self.clients.openWindow(target);
    }),
  );
});
