import { Island } from '../../islands/Island';
import resetPassword from './resetPassword.island';

/**
 * /reset-password: where a recovery email's link lands. The browser client exchanges the link's
 * code for a session (PASSWORD_RECOVERY); the new password is then saved and the person, now
 * signed in, goes on to the dashboard.
 */
export default function ResetPasswordPage() {
  // Hydrates at load when an email link landed here (its `due`, ./resetPassword.island.tsx), else when used.
  return <Island of={resetPassword} props={{}} />;
}
