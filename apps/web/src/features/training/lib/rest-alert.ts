// The end of a rest: three short beeps made with Web Audio (no sound file to download or cache)
// and a vibration where the phone has one. Either may be missing or blocked: it then stays quiet.
let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  const Ctor =
    typeof window !== 'undefined'
      ? (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext)
      : undefined;
  if (!Ctor) return null;
  try {
    context ??= new Ctor();
    return context;
  } catch {
    return null;
  }
}

/**
 * Browsers only let a page make sound after a tap: called on the tap that starts the rest, so the
 * beeps at its end are allowed.
 */
export function primeRestAlert(): void {
  const ctx = audioContext();
  if (ctx && ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
}

export function ringRestAlert(): void {
  try {
    navigator.vibrate?.([200, 100, 200]);
  } catch {
    // No vibration motor, or not allowed.
  }
  const ctx = audioContext();
  if (!ctx) return;
  try {
    const start = ctx.currentTime + 0.02;
    for (let i = 0; i < 3; i += 1) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = 880;
      const at = start + i * 0.3;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.2);
      osc.connect(gain).connect(ctx.destination);
      osc.start(at);
      osc.stop(at + 0.22);
    }
  } catch {
    // A closed or broken audio context: the vibration (if any) is the alert.
  }
}
