import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, baseUrl, getBrowser, openPage, waitForHydration, PATIENCE_MS, UNTIL } from './harness';

/** The texts a person reads, per locale (pt verbatim from the spec). */
const TEXT = {
  pt: {
    prefix: '',
    name: 'Nome completo',
    email: 'E-mail',
    password: 'Senha',
    confirm: 'Confirmar senha',
    register: 'Cadastrar',
    registering: 'Cadastrando...',
    signIn: 'Entrar',
    signingIn: 'Entrando...',
    signOut: 'Sair',
    dashboardLink: 'Painel',
    fillAll: 'Por favor, preencha todos os campos.',
    mismatch: 'As senhas não coincidem.',
    registered: 'Cadastro realizado com sucesso! Verifique seu email para confirmar sua conta.',
    signedIn: 'Login realizado com sucesso!',
    loginError: 'Erro ao fazer login. Verifique suas credenciais.',
    forgot: 'Esqueceu a senha?',
    userId: 'ID do usuário',
  },
  en: {
    prefix: '/en',
    name: 'Full name',
    email: 'Email',
    password: 'Password',
    confirm: 'Confirm password',
    register: 'Sign up',
    registering: 'Signing up...',
    signIn: 'Sign in',
    signingIn: 'Signing in...',
    signOut: 'Sign out',
    dashboardLink: 'Dashboard',
    fillAll: 'Please fill in all fields.',
    mismatch: 'The passwords do not match.',
    registered: 'Registration successful! Check your email to confirm your account.',
    signedIn: 'Signed in successfully!',
    loginError: 'Error signing in. Please check your credentials.',
    forgot: 'Forgot your password?',
    userId: 'User ID',
  },
} as const;
type Locale = keyof typeof TEXT;

const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Waits for a toast (role=alert inside the labelled notification region) with exactly `text`. */
async function toast(page: Page, text: string): Promise<void> {
  await page.locator('[role="region"] [role="alert"]', { hasText: text }).first().waitFor({ timeout: PATIENCE_MS });
  const texts = await page.locator('[role="region"] [role="alert"]').allTextContents();
  expect(texts.map((t) => t.trim())).toContain(text);
}

const submit = (page: Page, label: string) => page.locator('main form button[type="submit"]', { hasText: label });
const field = (page: Page, label: string) => page.locator('main').getByLabel(label, { exact: true });

async function register(page: Page, t: (typeof TEXT)[Locale], name: string, email: string, password: string) {
  await field(page, t.name).fill(name);
  await field(page, t.email).fill(email);
  await field(page, t.password).fill(password);
  await field(page, t.confirm).fill(password);
  await submit(page, t.register).click();
}

for (const locale of ['pt', 'en'] as const) {
  const t = TEXT[locale];
  const path = (p: string) => `${t.prefix}${p}`;

  describe(`accounts in ${locale}`, () => {
    it('validates the registration form with the exact messages', async () => {
      const { page, close } = await openPage(path('/register'));
      await submit(page, t.register).click();
      await toast(page, t.fillAll);
      await field(page, t.name).fill('Someone');
      await field(page, t.email).fill(uniqueEmail('mismatch'));
      await field(page, t.password).fill('secret-123');
      await field(page, t.confirm).fill('secret-124');
      await submit(page, t.register).click();
      await toast(page, t.mismatch);
      expect(page.url()).toBe(`${baseUrl()}${path('/register')}`);
      await close();
    });

    it('registers → home → dashboard with name, email and id → signs out → /login', async () => {
      const { page, context, consoleErrors, close } = await openPage(path('/register'));
      const email = uniqueEmail(`reg-${locale}`);
      await register(page, t, 'Marina Costa', email, 'secret-123');
      // Submitting: the button is disabled and says so.
      // Waited for as one state: the busy label on a disabled button.
      await page.locator('main form button[type="submit"]:disabled', { hasText: t.registering }).waitFor();
      await toast(page, t.registered);
      await page.waitForURL(`${baseUrl()}${locale === 'pt' ? '/' : t.prefix}`);
      // The header, from the server-verified session, now offers the dashboard.
      await page.locator('header').getByRole('link', { name: t.dashboardLink }).first().waitFor();

      await page.goto(path('/dashboard'));
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      expect(await page.getByTestId('user-name').textContent()).toBe('Marina Costa');
      expect(await page.getByTestId('user-email').textContent()).toBe(email);
      expect(await page.getByTestId('user-id').textContent()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(await page.getByText(t.userId).count()).toBe(1);

      await page.getByRole('button', { name: t.signOut }).click();
      await page.waitForURL(`${baseUrl()}${path('/login')}`);
      expect((await context.cookies()).filter((c) => /^sb-.*-auth-token(\.\d+)?$/.test(c.name))).toEqual([]);
      // Signed out for the edge too.
      const response = await page.goto(path('/dashboard'));
      expect(response?.url()).toBe(`${baseUrl()}${path('/login')}`);
      expect(consoleErrors.filter((e) => !e.includes('favicon'))).toEqual([]);
      await close();
    });

    it('shows the error toast for a wrong password, then signs in', async () => {
      const email = uniqueEmail(`login-${locale}`);
      const setup = await openPage(path('/register'));
      await register(setup.page, t, 'Paulo Reis', email, 'right-pass-1');
      await setup.page.waitForURL(`${baseUrl()}${locale === 'pt' ? '/' : t.prefix}`);
      await setup.close();

      const { page, close } = await openPage(path('/login'));
      expect(await page.getByRole('link', { name: t.forgot }).getAttribute('href')).toBe(path('/forgot-password'));
      await submit(page, t.signIn).click();
      await toast(page, t.fillAll);
      await field(page, t.email).fill(email);
      await field(page, t.password).fill('wrong-pass-1');
      await submit(page, t.signIn).click();
      await toast(page, t.loginError);
      await expect.poll(() => submit(page, t.signIn).isEnabled(), UNTIL).toBe(true);

      await field(page, t.password).fill('right-pass-1');
      await submit(page, t.signIn).click();
      await submit(page, t.signingIn).waitFor();
      await toast(page, t.signedIn);
      await page.waitForURL(`${baseUrl()}${locale === 'pt' ? '/' : t.prefix}`);
      // A signed-in visitor asking for /login is sent on to the dashboard.
      const again = await page.goto(path('/login'));
      expect(again?.url()).toBe(`${baseUrl()}${path('/dashboard')}`);
      await close();
    });
  });
}

describe('with JavaScript disabled', () => {
  it('the edge still guards /dashboard, and renders it for a valid session', async () => {
    const anonymous = await openPage('/es/dashboard', { javaScriptEnabled: false });
    expect(anonymous.page.url()).toBe(`${baseUrl()}/es/login`);
    await anonymous.close();

    // Sign in with JavaScript, then carry the session cookies to a JavaScript-free browser.
    const { page, context, close } = await openPage('/register');
    const email = uniqueEmail('nojs');
    await register(page, TEXT.pt, 'Rita Sem Script', email, 'secret-123');
    await page.waitForURL(`${baseUrl()}/`);
    const cookies = await context.cookies();
    await close();

    const noJs = await openPage('/', { javaScriptEnabled: false });
    await noJs.context.addCookies(cookies);
    await noJs.page.goto('/dashboard');
    expect(noJs.page.url()).toBe(`${baseUrl()}/dashboard`);
    expect(await noJs.page.getByTestId('user-email').textContent()).toBe(email);
    expect(await noJs.page.getByTestId('user-name').textContent()).toBe('Rita Sem Script');
    await noJs.close();
  });
});

describe('accessibility of the account screens (axe)', () => {
  it('has no violations on the forms, with an error toast open, and on the dashboard', async () => {
    // axe is injected as a script: this context bypasses the page's CSP for it.
    const context = await (await getBrowser()).newContext({ baseURL: baseUrl(), bypassCSP: true });
    const page = await context.newPage();
    for (const path of ['/login', '/en/register', '/es/forgot-password', '/it/reset-password']) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await axeViolations(page), path).toEqual([]);
    }
    await page.goto('/login');
    await waitForHydration(page);
    await submit(page, TEXT.pt.signIn).click();
    await toast(page, TEXT.pt.fillAll);
    expect(await axeViolations(page), 'login with a toast').toEqual([]);

    await page.goto('/register');
    await waitForHydration(page);
    await register(page, TEXT.pt, 'Acessível Silva', uniqueEmail('axe'), 'secret-123');
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto('/dashboard');
    await waitForHydration(page);
    expect(await axeViolations(page), 'dashboard').toEqual([]);
    await context.close();
  });
});
