export * as reviewsTables from './reviews.tables';
export { reviewsRoutes } from './reviews.routes';
export { addReview, listReviews, reviewDoctorBooking, type NewReview } from './reviews.service';
