import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor give up after 1 s by default. The web tests share 2 cores with the server
// suites (three files at a time), and one step of a long form test can take longer than that on a
// busy CI host; 5 s still fails a broken screen, only later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Mantine keeps queued notifications between renders; start every test with none.
  notifications.clean();
  localStorage.clear();
});

// Mantine reads these; happy-dom lacks some of them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
