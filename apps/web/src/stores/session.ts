import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { AuthUser } from '@nirog/contracts';
import { STORAGE_KEYS } from '../lib/storage';

interface SessionState {
  token: string | null;
  user: AuthUser | null;
  signIn: (token: string, user: AuthUser) => void;
  setUser: (user: AuthUser) => void;
  setToken: (token: string) => void;
  signOut: () => void;
}

/** The logged-in session (token and user), kept in local storage as the spec says. */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      signIn: (token, user) => set({ token, user }),
      setUser: (user) => set({ user }),
      setToken: (token) => set({ token }),
      signOut: () => set({ token: null, user: null }),
    }),
    { name: STORAGE_KEYS.session },
  ),
);

/** Logged in means both a token and a user are present (spec 1 section 6). */
export const selectIsLoggedIn = (s: SessionState) => Boolean(s.token && s.user);
