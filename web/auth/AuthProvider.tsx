import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AuthError, Session, User } from '@supabase/auth-js';
import type { AuthClient } from './supabase-client';
import { useBootstrap, useHref } from '../bootstrap-context';
import type { PublicConfig } from '../../shared/bootstrap';
import { notOnServer } from '../browser-only';

/** How long a success toast shows before the page the event leads to is opened. */
export const NAVIGATION_DELAY_MS = 1200;

let clientPromise: Promise<AuthClient> | null = null;

/** The browser client, created once per page; its code (Supabase auth) is fetched on first use. */
export function loadAuthClient(config: PublicConfig): Promise<AuthClient> {
  clientPromise ??= (import.meta.env.SSR ? notOnServer('supabase-client') : import('./supabase-client')).then(({ createAuthClient }) => createAuthClient(config.supabaseUrl, config.supabaseKey));
  return clientPromise;
}

export interface AuthResult {
  error: AuthError | null;
}

export interface AuthContextValue {
  user: User | null;
  session: Session | null;
  /** True until the client has read the first session (INITIAL_SESSION). */
  loading: boolean;
  signIn(email: string, password: string): Promise<AuthResult>;
  signUp(name: string, email: string, password: string): Promise<AuthResult & { session: Session | null }>;
  signOut(): Promise<AuthResult>;
  sendRecoveryEmail(email: string): Promise<AuthResult>;
  /** The signup confirmation again (POST /resend), its link leading back to /login. */
  resendConfirmation(email: string): Promise<AuthResult>;
  updatePassword(password: string): Promise<AuthResult>;
  /** Starts loading the client (e.g. when a person starts typing into a form). */
  prepare(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** `?next=` of the page when it is a path of this site (an invitation link sends people back to it after signing in). */
function nextPath(): string | null {
  const next = new URLSearchParams(window.location.search).get('next');
  return next && /^\/(?![/\\])[^\s]*$/.test(next) ? next : null;
}

/** Opened from an email link: a `code` (PKCE) or a session fragment for the client to take up. */
function fromEmailLink(): boolean {
  return /[?&]code=/.test(window.location.search) || /access_token=/.test(window.location.hash);
}

export interface AuthProviderProps {
  children: ReactNode;
  /** Load the client right after hydration (password recovery) instead of on first use. */
  eager?: boolean;
}

/**
 * The auth context of the account screens, built on the Supabase browser auth client
 * (./supabase-client: @supabase/ssr's cookie session). Events as
 * the spec describes them: `loading` starts true and turns false with the first session; after
 * a sign-in (from a form or an email link) the locale's home page opens, after SIGNED_OUT its
 * /login. A recovery link raises PASSWORD_RECOVERY instead, which the reset screen answers.
 */
export function AuthProvider({ children, eager = false }: AuthProviderProps) {
  const { config } = useBootstrap();
  const href = useHref();
  const [state, setState] = useState<{ user: User | null; session: Session | null; loading: boolean }>({ user: null, session: null, loading: true });
  // Only events this page asked for navigate: supabase-js also emits SIGNED_IN when it merely
  // restores a stored session on load.
  const expecting = useRef<'signIn' | 'signOut' | null>(null);
  const started = useRef(false);

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    if (fromEmailLink()) expecting.current = 'signIn';
    void loadAuthClient(config).then((client) => {
      client.onAuthStateChange((event, session) => {
        setState({ user: session?.user ?? null, session, loading: false });
        // A recovery link signs in only to let the person choose a new password, here.
        if (event === 'PASSWORD_RECOVERY') expecting.current = null;
        if (event === 'SIGNED_IN' && expecting.current === 'signIn') {
          expecting.current = null;
          window.setTimeout(() => window.location.assign(nextPath() ?? href('/')), NAVIGATION_DELAY_MS);
        }
        if (event === 'SIGNED_OUT' && expecting.current === 'signOut') {
          expecting.current = null;
          window.location.assign(href('/login'));
        }
      });
    });
  }, [config, href]);

  useEffect(() => {
    if (eager || fromEmailLink()) start();
  }, [eager, start]);

  const value = useMemo<AuthContextValue>(() => {
    const client = () => {
      start();
      return loadAuthClient(config);
    };
    return {
      ...state,
      prepare: start,
      async signIn(email, password) {
        const auth = await client();
        expecting.current = 'signIn';
        const { error } = await auth.signInWithPassword({ email, password });
        if (error) expecting.current = null;
        return { error };
      },
      async signUp(name, email, password) {
        const auth = await client();
        expecting.current = 'signIn';
        const { data, error } = await auth.signUp({
          email,
          password,
          options: { data: { name }, emailRedirectTo: new URL(href('/login'), window.location.origin).toString() },
        });
        if (error || !data.session) expecting.current = null;
        return { error, session: data.session };
      },
      async signOut() {
        const auth = await client();
        expecting.current = 'signOut';
        const { error } = await auth.signOut();
        if (error) expecting.current = null;
        return { error };
      },
      async sendRecoveryEmail(email) {
        const auth = await client();
        const { error } = await auth.resetPasswordForEmail(email, { redirectTo: new URL(href('/reset-password'), window.location.origin).toString() });
        return { error };
      },
      async resendConfirmation(email) {
        const auth = await client();
        const { error } = await auth.resend({ type: 'signup', email, options: { emailRedirectTo: new URL(href('/login'), window.location.origin).toString() } });
        return { error };
      },
      async updatePassword(password) {
        const auth = await client();
        const { error } = await auth.updateUser({ password });
        return { error };
      },
    };
  }, [state, start, config, href]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
