export * as accountsTables from './accounts.tables';
export { accountsAddressesRoutes as accountsRoutes } from './accounts.addresses.routes';
export {
  getShippingAddress,
  saveShippingAddress,
  shippingFeeFor,
  shippingFeePoishaFor,
  type ShippingAddressInput,
} from './accounts.addresses.service';
