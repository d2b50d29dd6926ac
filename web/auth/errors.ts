import type { TranslationFunctions } from '../i18n/i18n-types';

/** What the screens need of an auth error (supabase-js AuthError's public fields). */
export interface AuthFailure {
  status?: number;
  code?: string;
  name?: string;
  message?: string;
}

type Screen = 'login' | 'register' | 'forgot' | 'reset';

/**
 * The message a person sees for an auth error, in their language: known Supabase error codes
 * get their own text; anything else the screen's generic failure text (spec section 8).
 */
export function authErrorMessage(LL: TranslationFunctions, screen: Screen, error: AuthFailure): string {
  const t = LL.auth;
  if (error.status === 429 || error.code === 'over_request_rate_limit' || error.code === 'over_email_send_rate_limit') return t.errors.rateLimited();
  switch (error.code) {
    case 'invalid_credentials':
      return t.login.error();
    case 'email_not_confirmed':
      return t.errors.emailNotConfirmed();
    case 'user_already_exists':
    case 'email_exists':
      return t.errors.userExists();
    case 'weak_password':
      return t.errors.weakPassword({ min: 6 });
    case 'same_password':
      return t.errors.samePassword();
    case 'email_address_invalid':
      return t.errors.invalidEmail();
    default:
      break;
  }
  if (error.code === 'validation_failed' && /72/.test(error.message ?? '')) return t.errors.passwordTooLong();
  if (error.name === 'AuthRetryableFetchError' && !error.status) return t.errors.network();
  return { login: t.login.error, register: t.register.error, forgot: t.forgot.error, reset: t.reset.error }[screen]();
}
