// The rest timer as React state: ticks while a rest runs, rings once when it ends while the player
// is open (a rest that ended while the phone was away is simply over).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { REST_EVENT, readRest, secondsLeft, stopRest, type RestTimer } from './rest-timer';
import { ringRestAlert } from './rest-alert';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(REST_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(REST_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const snapshot = () => localStorage.getItem('rhythmfit:training-rest') ?? '';

export function useRestTimer(scheduledId: number): { timer: RestTimer | null; left: number; over: boolean } {
  const raw = useSyncExternalStore(subscribe, snapshot, () => '');
  const timer = raw ? readRest() : null;
  const mine = timer && timer.scheduledId === scheduledId ? timer : null;
  const [now, setNow] = useState(() => Date.now());
  const [over, setOver] = useState(false);

  useEffect(() => {
    if (!mine) return;
    // Opened after the rest ended (a reload much later): over, without a ring.
    if (secondsLeft(mine, Date.now()) === 0) {
      stopRest();
      return;
    }
    setOver(false);
    const id = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (secondsLeft(mine, at) === 0) {
        clearInterval(id);
        ringRestAlert();
        setOver(true);
        stopRest();
      }
    }, 250);
    return () => clearInterval(id);
  }, [mine?.endsAt, mine?.scheduledId]); // eslint-disable-line react-hooks/exhaustive-deps -- the timer's identity

  useEffect(() => {
    if (!over) return;
    const id = setTimeout(() => setOver(false), 6000);
    return () => clearTimeout(id);
  }, [over]);

  return { timer: mine, left: mine ? secondsLeft(mine, Math.max(now, Date.now())) : 0, over };
}
