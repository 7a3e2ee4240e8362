/**
 * The new-ticket chime, synthesised with the Web Audio API (no sound file to ship or cache): two soft
 * bell-like notes, loud enough to cut through a kitchen without being shrill.
 *
 * Browsers only let a page make sound after someone has touched it. The screen is touched all service
 * long, so the audio context is created (or resumed) on the first tap and kept; until then
 * `chimeBlocked()` says so and the screen asks for one tap.
 */

type AudioContextConstructor = typeof AudioContext;

let context: AudioContext | undefined;

function audioContextClass(): AudioContextConstructor | undefined {
  const scope = globalThis as typeof globalThis & { webkitAudioContext?: AudioContextConstructor };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

function audio(): AudioContext | undefined {
  if (context) return context;
  const Context = audioContextClass();
  if (!Context) return undefined;
  context = new Context();
  return context;
}

/** Call from a tap handler: creates or wakes the audio context while the browser allows it. */
export function unlockChime(): void {
  const ctx = audio();
  if (ctx && ctx.state === 'suspended') void ctx.resume();
}

/** True when a chime would be silent because nobody has tapped the screen yet. */
export function chimeBlocked(): boolean {
  if (!audioContextClass()) return false;
  return context?.state !== 'running';
}

export function chimeSupported(): boolean {
  return audioContextClass() !== undefined;
}

function note(ctx: AudioContext, frequency: number, startAt: number, duration: number, peak: number) {
  const oscillator = ctx.createOscillator();
  const overtone = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  // A quiet octave above gives the note a bell's brightness.
  overtone.type = 'sine';
  overtone.frequency.value = frequency * 2;
  const overtoneGain = ctx.createGain();
  overtoneGain.gain.value = 0.25;
  overtone.connect(overtoneGain).connect(gain);
  oscillator.connect(gain).connect(ctx.destination);
  gain.gain.setValueAtTime(0.0001, startAt);
  gain.gain.exponentialRampToValueAtTime(peak, startAt + 0.015);
  gain.gain.exponentialRampToValueAtTime(0.0001, startAt + duration);
  for (const source of [oscillator, overtone]) {
    source.start(startAt);
    source.stop(startAt + duration + 0.05);
  }
}

/** Plays the chime once. Silent (never throws) when audio is unavailable or still blocked. */
export function playChime(): void {
  const ctx = audio();
  if (!ctx) return;
  if (ctx.state === 'suspended') void ctx.resume();
  const start = ctx.currentTime + 0.02;
  note(ctx, 880, start, 0.9, 0.35); // A5
  note(ctx, 1318.5, start + 0.18, 1.2, 0.3); // E6
}
