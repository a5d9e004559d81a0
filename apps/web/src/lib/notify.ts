// The spec's alert() messages, shown as accessible notifications with the same text
// (Mantine notifications render in a polite live region).
import { notifications } from '@mantine/notifications';

export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'teal', autoClose: 4000, withBorder: true });
}

export function notifyError(message: string): void {
  notifications.show({ message, color: 'red', autoClose: 6000, withBorder: true });
}

export function notifyInfo(message: string): void {
  notifications.show({ message, color: 'blue', autoClose: 5000, withBorder: true });
}
