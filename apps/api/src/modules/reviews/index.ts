export * as reviewsTables from './reviews.tables';
export { reviewsRoutes } from './reviews.routes';
export { addReview, listReviews, reviewBooking, type NewReview } from './reviews.service';
