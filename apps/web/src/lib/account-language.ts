// After sign-in the account's setting decides the language (GET /api/users/me answers it), so a
// member's choice follows them to another device. Read once per signed-in start, in its own task.
import { isLanguage } from '@rhythmfit/contracts';
import { useEffect } from 'react';
import { api } from './api-client';
import { i18n, PSEUDO_LANGUAGE, setLanguage } from './i18n';

export function useAccountLanguage(userId: number | null): void {
  useEffect(() => {
    if (userId === null) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      api
        .get<{ language?: unknown }>('/api/users/me')
        .then(({ language }) => {
          // The pseudo language is the tests' own choice: the account does not override it.
          if (!cancelled && isLanguage(language) && i18n.locale !== PSEUDO_LANGUAGE && i18n.locale !== language) {
            return setLanguage(language);
          }
        })
        .catch(() => {}); // offline or signed out meanwhile: the device's language stays
    }, 0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [userId]);
}
