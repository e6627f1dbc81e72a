import { loadScript } from '../../../lib/load-script';

/*
 * The providers' own SDKs, fetched from the providers at run time and only when the server says a provider is
 * configured (GET /api/auth/providers). Nothing of them is bundled; nothing loads when a provider is disabled.
 */

const GOOGLE_SDK = 'https://accounts.google.com/gsi/client';
const FACEBOOK_SDK = 'https://connect.facebook.net/en_US/sdk.js';
const FACEBOOK_API_VERSION = 'v21.0';

interface GoogleTokenResponse {
  access_token?: string;
  error?: string;
}
interface GoogleTokenClient {
  requestAccessToken: () => void;
}
interface FacebookLoginResponse {
  authResponse?: { accessToken?: string } | null;
}
declare global {
  interface Window {
    google?: {
      accounts: {
        oauth2: {
          initTokenClient: (config: {
            client_id: string;
            scope: string;
            callback: (response: GoogleTokenResponse) => void;
            error_callback?: (error: unknown) => void;
          }) => GoogleTokenClient;
        };
      };
    };
    FB?: {
      init: (config: { appId: string; cookie?: boolean; xfbml?: boolean; version: string }) => void;
      login: (callback: (response: FacebookLoginResponse) => void, options?: { scope: string }) => void;
    };
  }
}

export function loadGoogleSdk(): Promise<void> {
  return loadScript(GOOGLE_SDK);
}

/** Opens Google's consent popup; resolves the access token, or null when the user cancels or it fails. */
export function requestGoogleAccessToken(clientId: string): Promise<string | null> {
  return new Promise((resolve) => {
    const oauth2 = window.google?.accounts.oauth2;
    if (!oauth2) return resolve(null);
    const client = oauth2.initTokenClient({
      client_id: clientId,
      scope: 'openid email profile',
      callback: (response) => resolve(response.access_token ?? null),
      error_callback: () => resolve(null),
    });
    client.requestAccessToken();
  });
}

let facebookAppId: string | null = null;
export async function loadFacebookSdk(appId: string): Promise<void> {
  await loadScript(FACEBOOK_SDK, { crossorigin: 'anonymous' });
  if (window.FB && facebookAppId !== appId) {
    window.FB.init({ appId, cookie: false, xfbml: false, version: FACEBOOK_API_VERSION });
    facebookAppId = appId;
  }
}

/** Opens Facebook's login popup; resolves the access token, or null when the user cancels. */
export function requestFacebookAccessToken(): Promise<string | null> {
  return new Promise((resolve) => {
    if (!window.FB) return resolve(null);
    window.FB.login((response) => resolve(response.authResponse?.accessToken ?? null), { scope: 'email' });
  });
}
