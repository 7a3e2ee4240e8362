// Table bookings (the planned tableBooking add-on): settings and the stored booking.
export * from './tableBooking';
