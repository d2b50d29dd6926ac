import { Island } from '../../islands/Island';
import login from './login.island';

/** /login: email and password; links to /forgot-password and /register. */
export default function LoginPage() {
  return <Island of={login} props={{}} />;
}
