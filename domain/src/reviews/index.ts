// Customer reviews and the Google review add-on's settings.
export * from './colour';
export * from './messages';
export * from './requests';
export * from './reviewList';
export * from './reviews';
