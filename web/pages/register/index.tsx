import { Island } from '../../islands/Island';
import register from './register.island';

/** /register: full name, email, password and its confirmation; the name goes to user metadata. */
export default function RegisterPage() {
  return <Island of={register} props={{}} />;
}
