import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, openPage, PATIENCE_MS } from './harness';

const TEXT = {
  pt: {
    prefix: '',
    name: 'Nome completo',
    email: 'E-mail',
    password: 'Senha',
    confirm: 'Confirmar senha',
    register: 'Cadastrar',
    send: 'Enviar link de recuperação',
    sending: 'Enviando...',
    emailRequired: 'Por favor, informe seu e-mail.',
    sentTitle: 'E-mail enviado!',
    sentToast: 'Link de recuperação enviado com sucesso!',
    backToLogin: 'Voltar para o login',
    newPassword: 'Nova senha',
    confirmNew: 'Confirmar nova senha',
    save: 'Salvar nova senha',
    saved: 'Senha alterada com sucesso!',
    signIn: 'Entrar',
    signedIn: 'Login realizado com sucesso!',
    invalidLink: 'Este link de recuperação é inválido ou expirou.',
    mailSubject: 'Redefinição de senha do Estadia',
  },
  es: {
    prefix: '/es',
    name: 'Nombre completo',
    email: 'Correo electrónico',
    password: 'Contraseña',
    confirm: 'Confirmar contraseña',
    register: 'Registrarse',
    send: 'Enviar enlace de recuperación',
    sending: 'Enviando...',
    emailRequired: 'Por favor, introduce tu correo electrónico.',
    sentTitle: '¡Correo enviado!',
    sentToast: '¡Enlace de recuperación enviado con éxito!',
    backToLogin: 'Volver al inicio de sesión',
    newPassword: 'Nueva contraseña',
    confirmNew: 'Confirmar nueva contraseña',
    save: 'Guardar nueva contraseña',
    saved: '¡Contraseña cambiada con éxito!',
    signIn: 'Iniciar sesión',
    signedIn: '¡Sesión iniciada con éxito!',
    invalidLink: 'Este enlace de recuperación no es válido o ha caducado.',
    mailSubject: 'Restablece tu contraseña de Estadia',
  },
} as const;

const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
const field = (page: Page, label: string) => page.locator('main').getByLabel(label, { exact: true });
const submit = (page: Page, label: string) => page.locator('main form button[type="submit"]', { hasText: label });

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('[role="region"] [role="alert"]', { hasText: text }).first().waitFor({ timeout: PATIENCE_MS });
}

for (const locale of ['pt', 'es'] as const) {
  const t = TEXT[locale];
  const path = (p: string) => `${t.prefix}${p}`;
  const home = `${baseUrl()}${locale === 'pt' ? '/' : t.prefix}`;

  describe(`password recovery in ${locale}`, () => {
    it('forgot password → email in /dev/mail → new password → signed in', async () => {
      const email = uniqueEmail(`recover-${locale}`);
      // An account, signed out again.
      const setup = await openPage(path('/register'));
      await field(setup.page, t.name).fill('Renata Alves');
      await field(setup.page, t.email).fill(email);
      await field(setup.page, t.password).fill('old-pass-1');
      await field(setup.page, t.confirm).fill('old-pass-1');
      await submit(setup.page, t.register).click();
      await setup.page.waitForURL(home);
      await setup.close();

      const { page, context, close } = await openPage(path('/forgot-password'));
      await submit(page, t.send).click();
      await toast(page, t.emailRequired);
      await field(page, t.email).fill(email);
      await submit(page, t.send).click();
      await toast(page, t.sentToast);
      await page.getByRole('heading', { name: t.sentTitle }).waitFor();
      expect(await page.getByRole('link', { name: t.backToLogin }).getAttribute('href')).toBe(path('/login'));

      // The local outbox shows the email, in the locale of the page that asked for it.
      await page.goto('/dev/mail');
      const mail = page.locator('article', { hasText: email }).first();
      expect(await mail.getByRole('heading').textContent()).toBe(t.mailSubject);
      await mail.getByRole('link').click();

      // The link lands on the reset screen with a one-time code the browser exchanges.
      await page.waitForURL((url) => url.pathname === path('/reset-password'));
      await field(page, t.newPassword).waitFor({ timeout: PATIENCE_MS });
      expect(new URL(page.url()).searchParams.has('code')).toBe(false);
      await field(page, t.newPassword).fill('new-pass-2');
      await field(page, t.confirmNew).fill('new-pass-2');
      await submit(page, t.save).click();
      await toast(page, t.saved);
      await page.waitForURL(`${baseUrl()}${path('/dashboard')}`);
      expect(await page.getByTestId('user-email').textContent()).toBe(email);
      await context.clearCookies();
      await close();

      // The new password signs in.
      const login = await openPage(path('/login'));
      await field(login.page, t.email).fill(email);
      await field(login.page, t.password).fill('new-pass-2');
      await submit(login.page, t.signIn).click();
      await toast(login.page, t.signedIn);
      await login.page.waitForURL(home);
      await login.close();
    });
  });
}

describe('a used or broken recovery link', () => {
  it('explains the link is invalid and offers a new one', async () => {
    // Islands left as loaded: the form hydrates by itself because an email link landed (its
    // error is in the fragment, which only the browser sees), not because it was used.
    const { page, close } = await openPage('/auth/v1/verify?token=made-up&type=recovery&redirect_to=%2Fes%2Freset-password', { islands: 'static' });
    expect(new URL(page.url()).pathname).toBe('/es/reset-password');
    await page.getByText(TEXT.es.invalidLink).waitFor();
    expect(await page.getByRole('link', { name: 'Solicitar un nuevo enlace' }).getAttribute('href')).toBe('/es/forgot-password');
    await close();
  });
});
