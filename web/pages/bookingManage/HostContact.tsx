import { useI18nContext } from '../../i18n/i18n-react';
import { visuallyHidden } from '../../theme/ui.css';
import { hostWhatsApp, phoneDigits } from '../../../shared/host/workspace';

export interface HostContactProps {
  contactEmail: string;
  contactPhone: string;
  whatsapp: string | null;
}

/** Whether the host gave guests any way to reach them (issue 39: the host's own, never the site's). */
export const hasHostContact = (contact: HostContactProps) => Boolean(contact.contactEmail || contact.contactPhone || hostWhatsApp(contact));

/**
 * The host's own contact (issue 39): their email, phone and WhatsApp (when it is not the same
 * number as the phone, it is its own link), plain links rendered on the server.
 */
export function HostContact(contact: HostContactProps) {
  const { LL } = useI18nContext();
  const whatsapp = hostWhatsApp(contact);
  const links = [
    contact.contactEmail ? (
      <a key="email" href={`mailto:${contact.contactEmail}`}>
        {contact.contactEmail}
      </a>
    ) : null,
    contact.contactPhone ? (
      <a key="phone" href={`tel:+${phoneDigits(contact.contactPhone) ?? contact.contactPhone}`}>
        {contact.contactPhone}
      </a>
    ) : null,
    whatsapp ? (
      <a key="whatsapp" href={`https://wa.me/${whatsapp}`} target="_blank" rel="noopener noreferrer" data-testid="host-whatsapp">
        {`WhatsApp +${whatsapp}`}
        <span className={visuallyHidden}>{` ${LL.common.newTab()}`}</span>
      </a>
    ) : null,
  ].filter((link) => link !== null);
  return (
    <>
      {links.map((link, index) => (
        <span key={index}>
          {index > 0 ? ' · ' : ''}
          {link}
        </span>
      ))}
    </>
  );
}
