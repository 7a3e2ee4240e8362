/**
 * The timer on a ticket: time since the order was placed, coloured against this screen's prep time
 * (the domain's ticketAgeState: amber from 75 % of the prep time, red once it is over).
 */
import { type TicketAgeState, ticketAgeState } from '@resto/domain';

export interface TicketTimer {
  /** "4:05", "1:02:10". */
  label: string;
  /** Words for screen readers: "4 minutes 5 seconds since placed". */
  spoken: string;
  state: TicketAgeState;
}

/** Background and text colours of the ticket header per state: high contrast, readable across a kitchen. */
export const AGE_COLOURS: Record<TicketAgeState, { background: string; text: string; label: string }> = {
  onTime: { background: '#1E7F4F', text: '#FFFFFF', label: 'On time' },
  dueSoon: { background: '#F2B233', text: '#1A1208', label: 'Due soon' },
  late: { background: '#D93A2B', text: '#FFFFFF', label: 'Late' },
};

/** The time since `placedIsoDateTimeUtc` as shown ("4:05") and spoken ("4 minutes since placed"). */
export function elapsedSince(placedIsoDateTimeUtc: string, nowMs: number): Omit<TicketTimer, 'state'> {
  // A device clock a little behind the server must not show "-0:03".
  const totalSeconds = Math.max(0, Math.floor((nowMs - Date.parse(placedIsoDateTimeUtc)) / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  const label = hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
  const spokenParts = [
    hours > 0 ? `${hours} hour${hours === 1 ? '' : 's'}` : '',
    `${minutes} minute${minutes === 1 ? '' : 's'}`,
  ].filter(Boolean);
  return { label, spoken: `${spokenParts.join(' ')} since placed` };
}

export function ticketTimer(
  placedIsoDateTimeUtc: string,
  nowMs: number,
  prepTimeInMinutes: number,
): TicketTimer {
  return {
    ...elapsedSince(placedIsoDateTimeUtc, nowMs),
    state: ticketAgeState(placedIsoDateTimeUtc, nowMs, prepTimeInMinutes),
  };
}
