// Where Mantine's notifications appear, in its own chunk (see app/providers.tsx).
export { Notifications as default } from '@mantine/notifications';
