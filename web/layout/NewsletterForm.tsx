import { Button, Form, Input, Label, TextField } from 'react-aria-components';
import { useI18nContext } from '../i18n/i18n-react';
import * as css from './layout.css';

/** The footer's newsletter signup (its submission is wired to newsletter.subscribe). */
export function NewsletterForm() {
  const { LL } = useI18nContext();
  return (
    <section aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className={css.footerTitle}>
        {LL.footer.newsletterTitle()}
      </h2>
      <p>{LL.footer.newsletterText()}</p>
      <Form>
        <TextField name="email" type="email" isRequired>
          <Label>{LL.footer.emailLabel()}</Label>
          <Input />
        </TextField>
        <Button type="submit">{LL.footer.subscribe()}</Button>
      </Form>
    </section>
  );
}
