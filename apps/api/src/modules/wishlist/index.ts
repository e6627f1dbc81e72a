export { wishlistRoutes } from './wishlist.routes';
export * as wishlistTables from './wishlist.tables';
