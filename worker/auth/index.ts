/** Local Supabase-compatible auth: the /auth/v1 API and the /dev/mail outbox page. */
export { authApi, isLocalAuth } from './api';
export { devMail } from './dev-mail';
