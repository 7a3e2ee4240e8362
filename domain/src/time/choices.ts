/** Fixed time choices staff pick from (SPEC.md section 9), with the labels every app shows. */

/** '15 min', '1 hour', '1 hour 15 min', '2 hours'. */
export function formatDurationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourPart = hours === 0 ? '' : hours === 1 ? '1 hour' : `${hours} hours`;
  const minutePart = rest === 0 ? '' : `${rest} min`;
  return [hourPart, minutePart].filter(Boolean).join(' ') || '0 min';
}

export interface TimeChoice {
  readonly id: string;
  /** Minutes from now (ETA) or from the requested time (booking); 0 means ASAP / as requested. */
  readonly minutes: number;
  readonly label: string;
}

function choices(first: TimeChoice, minuteValues: readonly number[]): readonly TimeChoice[] {
  return [
    first,
    ...minuteValues.map((minutes) => ({ id: `${minutes}`, minutes, label: formatDurationLabel(minutes) })),
  ];
}

/** When staff expect an order to be ready: ASAP or a delay from acceptance. */
export const ETA_CHOICES = choices({ id: 'asap', minutes: 0, label: 'ASAP' }, [15, 30, 45, 60, 75, 90]);

/** How far a booking is moved when staff accept it: as requested, or later by an offset. */
export const BOOKING_TIME_OFFSET_CHOICES = choices(
  { id: 'asRequested', minutes: 0, label: 'As requested' },
  [5, 10, 15, 20, 30, 45, 60, 75, 90, 120],
);
