// Kitchen display: tickets, what cooks do to them, station routing and device settings.
export * from './buildTicket';
export * from './deviceSettings';
export * from './requests';
export * from './stations';
export * from './ticket';
export * from './ticketActions';
