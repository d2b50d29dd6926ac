import { Island } from '../../islands/Island';
import forgotPassword from './forgotPassword.island';

/** /forgot-password: an email; on success "E-mail enviado!" and a link back to /login. */
export default function ForgotPasswordPage() {
  return <Island of={forgotPassword} props={{}} />;
}
