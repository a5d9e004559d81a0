// The stored session as React state: re-renders when sign-in or sign-out changes it (in this tab
// through SESSION_EVENT, in other tabs through the storage event).
import { useSyncExternalStore } from 'react';
import { SESSION_EVENT, getRole, getStoredUser, getToken, getUserId } from './session';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const snapshot = () => `${getToken() ?? ''}|${getRole()}|${localStorage.getItem('user') ?? ''}`;

export function useSession() {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return { token: getToken(), role: getRole(), user: getStoredUser(), userId: getUserId(), loggedIn: Boolean(getToken()) };
}
