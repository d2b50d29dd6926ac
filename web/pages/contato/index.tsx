import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap } from '../../bootstrap-context';
import { PageIntro } from '../../components/content/PageIntro';
import { Island } from '../../islands/Island';
import { WhatsAppButton } from '../../components/WhatsAppButton';
import { useWhatsAppNumber } from '../../components/whatsapp';
import { button, container, section } from '../../theme/ui.css';
import type { PageProps } from '../types';
import * as css from './contato.css';
import contactForm from './contactForm.island';

/** /contato: the contact form, then other ways to reach us (email, WhatsApp, social). */
export default function ContactPage({ params }: PageProps) {
  const { LL } = useI18nContext();
  return (
    <>
      <PageIntro trail={[{ label: LL.meta.contato.title() }]} title={LL.contact.title()} lead={LL.contact.lead()} />
      <div className={section}>
        <div className={`${container} ${css.layout}`}>
          <Island of={contactForm} props={{ params }} />
          <OtherChannels />
        </div>
      </div>
    </>
  );
}

const SOCIAL_ICONS: Record<'instagram' | 'facebook' | 'linkedin' | 'youtube', string> = {
  instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8Z',
  linkedin: 'M4 9h4v12H4V9Zm2-6a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm4 6h4v2c.6-1.1 2-2.2 4-2.2 3.5 0 4 2.3 4 5.2v7h-4v-6c0-1.5 0-3.2-2-3.2s-2.3 1.5-2.3 3.1V21H10V9Z',
  youtube: 'M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.3-1.2.4-2.5.4-3.8s-.1-2.6-.4-3.8ZM10 15V9l5.2 3L10 15Z',
};

/** Email (mailto), the messaging-app buttons and the four social profiles from the configuration. */
function OtherChannels() {
  const { LL } = useI18nContext();
  const { config } = useBootstrap();
  const number = useWhatsAppNumber();
  const networks = ['instagram', 'facebook', 'linkedin', 'youtube'] as const;
  return (
    <aside aria-labelledby="contact-channels-title" className={css.channels}>
      <h2 id="contact-channels-title">{LL.contact.channels.title()}</h2>
      <section aria-labelledby="contact-email-title">
        <h3 id="contact-email-title" className={css.channelTitle}>
          {LL.contact.channels.emailTitle()}
        </h3>
        <p>{LL.contact.channels.emailText()}</p>
        <a className={css.mailto} href={`mailto:${config.supportEmail}`}>
          {config.supportEmail}
        </a>
      </section>
      <section aria-labelledby="contact-whatsapp-title">
        <h3 id="contact-whatsapp-title" className={css.channelTitle}>
          {LL.contact.channels.whatsappTitle()}
        </h3>
        <p>
          {LL.contact.channels.whatsappText()}
          {number && (
            <>
              {' '}
              <span dir="ltr">+{number}</span>
            </>
          )}
        </p>
        <div className={css.buttons}>
          <WhatsAppButton kind="specialist">{LL.contact.channels.sales()}</WhatsAppButton>
          <WhatsAppButton kind="specialist" message={LL.contact.channels.supportGreeting()} className={button.secondary}>
            {LL.contact.channels.support()}
          </WhatsAppButton>
        </div>
      </section>
      <section aria-labelledby="contact-social-title">
        <h3 id="contact-social-title" className={css.channelTitle}>
          {LL.contact.channels.socialTitle()}
        </h3>
        <p>{LL.contact.channels.socialText()}</p>
        <ul className={css.socialList}>
          {networks.map((network) => (
            <li key={network}>
              <a className={css.socialLink} href={config.social[network]} target="_blank" rel="noopener noreferrer" aria-label={`${LL.contact.channels[network]()} ${LL.common.newTab()}`}>
                <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={SOCIAL_ICONS[network]} fill="currentColor" />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
