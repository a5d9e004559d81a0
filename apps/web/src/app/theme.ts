import { createTheme } from '@mantine/core';

// Teal 8/9 keep white button text above the 4.5:1 contrast ratio (Mantine's default blue fails axe).
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 8, dark: 7 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
});
