export * as authTables from './auth.tables';
export { authenticateBearer, roleIdsOf, rolesOf, type AuthContext, type UserRow } from './auth.session';
export { issueToken, revokeAllTokens, revokeOtherTokens, revokeToken } from './auth.tokens';
export { authRoutes } from './auth.routes';
export { authUserOf, loadAuthUser, serializeUser, ONLINE_WINDOW_MS } from './auth.serialize';
export { createUser, findUserByEmail, findUserById, findUserByReferralCode, rememberLanguage } from './auth.users';
