// Notification preferences and this device's web push subscription.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Delivery, NotificationPreferences } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notifications';
import { lazyTexts } from '../../../lib/lazy-texts';
import { notificationsTexts } from '../texts';

export const getPreferences = () => api.get<NotificationPreferences>('/api/notifications/preferences');
export const savePreferences = (prefs: NotificationPreferences) =>
  api.put<NotificationPreferences>('/api/notifications/preferences', prefs);

export function usePreferences() {
  return useQuery({ queryKey: notificationKeys.preferences, queryFn: getPreferences });
}

export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({ mutationFn: savePreferences, onSuccess: (saved) => client.setQueryData(notificationKeys.preferences, saved) });
}

export function useFailedDeliveries() {
  return useQuery({
    queryKey: notificationKeys.deliveries,
    queryFn: () => api.get<Delivery[]>('/api/admin/notifications/deliveries', { query: { status: 'failed' } }),
  });
}

export const PUSH_TEXTS = lazyTexts(notificationsTexts, { unsupported: 'push.unsupported', denied: 'push.denied', failed: 'push.failed' });

export class PushSetupError extends Error {}

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new PushSetupError(PUSH_TEXTS.failed)), 10_000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** Asks the browser's permission, subscribes this device and tells the server. */
export async function enablePushOnThisDevice(): Promise<void> {
  if (!pushSupported()) throw new PushSetupError(PUSH_TEXTS.unsupported);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError(PUSH_TEXTS.denied);
  const registration = await serviceWorker();
  const { publicKey } = await api.get<{ publicKey: string }>('/api/push/public-key');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await api.post('/api/push/subscriptions', { endpoint: json.endpoint, keys: json.keys });
}

/** Unsubscribes this device, here and on the server. */
export async function disablePushOnThisDevice(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await api.delete('/api/push/subscriptions', { body: { endpoint: subscription.endpoint } }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
