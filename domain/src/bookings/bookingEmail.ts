import type { TableBookingStatus } from '../common/constants';
import type { TableBooking } from './tableBooking';

/** How a booking's time reads to the guest: "Friday 4 December at 7:00 pm". */
export function bookingTimeWords(iso: string, timezone: string): string {
  return (
    new Intl.DateTimeFormat('en-AU', {
      timeZone: timezone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: 'numeric',
      minute: '2-digit',
    })
      .format(new Date(iso))
      .replace(',', '')
      // Newer ICU already writes "… at 7:00 pm"; older ones only a comma or a space.
      .replace(/(?<!\bat) (\d{1,2}:\d{2})/, ' at $1')
  );
}

function escapeHtml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": '#39', '"': 'quot' }[char]};`,
  );
}

/** What an email is about: a status change, or the reminder a while before the booking. */
export type BookingEmailKind = TableBookingStatus | 'reminder';

const HEADLINES: Record<BookingEmailKind, { subject: string; lead: string }> = {
  new: {
    subject: 'We have your booking request',
    lead: 'Thanks for your booking request. We will confirm it shortly.',
  },
  accepted: { subject: 'Your table is booked', lead: 'Your booking is confirmed. See you soon!' },
  cancelled: {
    subject: 'Your booking was cancelled',
    lead: 'Your booking has been cancelled. We hope to see you another time.',
  },
  reminder: { subject: 'See you soon', lead: 'A reminder of your table booking with us.' },
};

/** The email a guest gets when their booking is received, confirmed or cancelled, and its reminder. */
export function tableBookingEmail(
  booking: Pick<
    TableBooking,
    'bookedForIsoDateTimeUtc' | 'pax' | 'seatingArea' | 'customer' | 'specialRequest'
  >,
  status: BookingEmailKind,
  store: { restaurantName: string; storeName: string; storePhone: string; timezone: string },
): { subject: string; html: string; text: string } {
  const headline = HEADLINES[status];
  const when = bookingTimeWords(booking.bookedForIsoDateTimeUtc, store.timezone);
  const rows: [string, string][] = [
    ['When', when],
    ['Guests', String(booking.pax)],
    ...(booking.seatingArea ? ([['Seating', booking.seatingArea]] as [string, string][]) : []),
    ...(booking.specialRequest.note || booking.specialRequest.template
      ? ([
          [
            'Request',
            [booking.specialRequest.template, booking.specialRequest.note].filter(Boolean).join(' · '),
          ],
        ] as [string, string][])
      : []),
    ['Name', booking.customer.name],
  ];
  const place = `${store.restaurantName} ${store.storeName}`.trim();
  const subject = `${headline.subject}: ${place}, ${when}`;
  const text = [
    `Hi ${booking.customer.name},`,
    '',
    headline.lead,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    store.storePhone ? `To change your booking, call us on ${store.storePhone}.` : '',
    place,
  ].join('\n');
  const html = [
    '<div style="font-family:Helvetica,Arial,sans-serif;max-width:520px;margin:auto;color:#222">',
    `<h1 style="font-size:22px">${escapeHtml(headline.subject)}</h1>`,
    `<p>Hi ${escapeHtml(booking.customer.name)},</p><p>${escapeHtml(headline.lead)}</p>`,
    '<table style="border-collapse:collapse;width:100%">',
    ...rows.map(
      ([label, value]) =>
        `<tr><td style="padding:6px 0;color:#555;width:90px">${escapeHtml(label)}</td><td style="padding:6px 0"><strong>${escapeHtml(value)}</strong></td></tr>`,
    ),
    '</table>',
    store.storePhone ? `<p>To change your booking, call us on ${escapeHtml(store.storePhone)}.</p>` : '',
    `<p style="color:#555">${escapeHtml(place)}</p></div>`,
  ].join('');
  return { subject, html, text };
}
