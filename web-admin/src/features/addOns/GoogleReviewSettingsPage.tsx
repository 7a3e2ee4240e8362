/** `/restaurants/:restaurantId/stores/:storeId/add-ons/google-review-settings`: built in features/reviews. */
export { default } from '../reviews/GoogleReviewSettingsPage';
