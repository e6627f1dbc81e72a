export * as accountsTables from './accounts.tables';
export { accountsRoutes } from './accounts.routes';
export {
  getShippingAddress,
  saveShippingAddress,
  shippingFeeFor,
  shippingFeePoishaFor,
  type ShippingAddressInput,
} from './accounts.addresses.service';
