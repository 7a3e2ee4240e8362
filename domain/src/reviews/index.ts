// Customer reviews and the Google review add-on's settings.
export * from './reviews';
