import type { TableBookingStatus } from '@resto/domain';

export const STATUS_WORDS: Record<
  TableBookingStatus,
  { label: string; color: 'warning' | 'success' | 'default' }
> = {
  new: { label: 'New', color: 'warning' },
  accepted: { label: 'Accepted', color: 'success' },
  cancelled: { label: 'Cancelled', color: 'default' },
};

export function bookingWhen(iso: string, timezone: string, style: 'long' | 'short' = 'short'): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: timezone,
    weekday: style === 'long' ? 'long' : 'short',
    day: 'numeric',
    month: style === 'long' ? 'long' : 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

const csvCell = (value: string | number) => {
  const text = String(value);
  // Cells that start with = + - @ are formulas to a spreadsheet: quote them as text.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The bookings as CSV, one row each, times in the store's timezone. */
export function bookingsCsv(
  rows: readonly {
    id: string;
    bookedForIsoDateTimeUtc: string;
    pax: number;
    seatingArea?: string | undefined;
    customer: { name: string; mobile: string; unverifiedEmail: string };
    status: { code: TableBookingStatus };
    source: string;
    specialRequest: { note: string; template?: string | undefined };
  }[],
  timezone: string,
): string {
  const header = [
    'Booking',
    'When',
    'Guests',
    'Area',
    'Name',
    'Mobile',
    'Email',
    'Status',
    'Source',
    'Request',
  ];
  const lines = rows.map((row) =>
    [
      row.id,
      bookingWhen(row.bookedForIsoDateTimeUtc, timezone),
      row.pax,
      row.seatingArea ?? '',
      row.customer.name,
      row.customer.mobile,
      row.customer.unverifiedEmail,
      STATUS_WORDS[row.status.code].label,
      row.source,
      [row.specialRequest.template, row.specialRequest.note].filter(Boolean).join(' · '),
    ]
      .map(csvCell)
      .join(','),
  );
  return [header.join(','), ...lines].join('\n');
}
