import './cart.payments';

export { cartRoutes } from './cart.routes';
export * as cartTables from './cart.tables';
export { couponValues, serializeCoupon, type CouponWriteInput } from './cart.admin-coupons.service';
export { discountPoisha, normalizeCode } from './cart.coupons.service';
export { placeOrder, type PlaceOrder, type PlacedOrder } from './cart.checkout.service';
export { settleOrderPayment } from './cart.payments';
export { createOrderForPatient, type PatientOrder, type PatientOrderInput } from './cart.patient-orders.service';
export { shippingColumns } from './cart.order-writer';
