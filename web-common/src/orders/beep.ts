/**
 * The alert sound, made with Web Audio so there is no sound file to load: two short high tones,
 * loud enough to hear over a kitchen. Browsers keep audio suspended until the page has had a tap or
 * a key press; `resume()` is tried on every beep, so the sound starts with the first interaction.
 */
let context: AudioContext | undefined;

function audioContext(): AudioContext | undefined {
  if (context) return context;
  const Constructor =
    globalThis.AudioContext ??
    (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Constructor) return undefined;
  context = new Constructor();
  return context;
}

function tone(audio: AudioContext, startAt: number, frequency: number) {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'square';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, startAt);
  gain.gain.exponentialRampToValueAtTime(0.3, startAt + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, startAt + 0.22);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(startAt);
  oscillator.stop(startAt + 0.25);
}

export function playAlertBeep(): void {
  const audio = audioContext();
  if (!audio) return;
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  const now = audio.currentTime;
  tone(audio, now, 880);
  tone(audio, now + 0.3, 1175);
}

/** Whether the browser is still holding the sound back until someone taps the page. */
export function isAlertSoundBlocked(): boolean {
  return context?.state === 'suspended';
}
