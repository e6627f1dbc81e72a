export * as authTables from './auth.tables';
export { authenticateBearer, roleIdsOf, rolesOf, type AuthContext, type UserRow } from './auth.session';
export { issueToken, revokeAllTokens, revokeOtherTokens, revokeToken } from './auth.tokens';
export { authRoutes } from './auth.routes';
