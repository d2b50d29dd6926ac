import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkNewPassword, mergeMetadata, normalizeEmail, readChallenge } from '../../worker/auth/validation';
import { AuthHttpError } from '../../worker/auth/errors';
import { hashPassword, pkceMatches, timingSafeEqual, verifyPassword } from '../../worker/auth/crypto';
import { safeRedirect } from '../../worker/auth/service';
import { composeMail, localeOfUrl } from '../../worker/auth/mail';
import { authErrorMessage } from '../../web/auth/errors';
import { loadLocale } from '../../web/i18n/i18n-util.sync';
import { i18nObject } from '../../web/i18n/i18n-util';

/** The code a rule refuses a value with, or 'ok'. */
function outcome(run: () => unknown): string {
  try {
    run();
    return 'ok';
  } catch (error) {
    if (error instanceof AuthHttpError) return `${error.status} ${error.code}`;
    throw error;
  }
}

describe('email addresses', () => {
  it.each([
    [' Ana@Example.COM ', 'ana@example.com'],
    ['joao.silva+pousada@hotel.com.br', 'joao.silva+pousada@hotel.com.br'],
  ])('normalizes %j', (raw, email) => expect(normalizeEmail(raw)).toBe(email));

  it.each([
    ['not-an-email', '400 email_address_invalid'],
    ['a@b', '400 email_address_invalid'],
    ['a b@c.com', '400 email_address_invalid'],
    ['<a>@c.com', '400 email_address_invalid'],
    [`${'a'.repeat(243)}@example.com`, '400 validation_failed'], // 255 characters
    [`${'a'.repeat(242)}@example.com`, 'ok'], // 254
  ])('%j → %s', (raw, expected) => expect(outcome(() => normalizeEmail(raw))).toBe(expected));
});

describe('new passwords', () => {
  it.each([
    ['12345', '422 weak_password'],
    ['123456', 'ok'],
    ['ééééé', '422 weak_password'], // 5 characters, 10 bytes
    ['é'.repeat(36), 'ok'], // 72 bytes
    ['é'.repeat(37), '400 validation_failed'], // 74 bytes
    ['a'.repeat(73), '400 validation_failed'],
  ])('%j → %s', (password, expected) => expect(outcome(() => checkNewPassword(password))).toBe(expected));

  it('names the reason of a weak password', () => {
    try {
      checkNewPassword('abc');
    } catch (error) {
      expect((error as AuthHttpError).extra).toEqual({ weak_password: { reasons: ['length'] } });
    }
  });
});

describe('user metadata', () => {
  it.each<[unknown, Record<string, unknown>, Record<string, unknown> | string]>([
    [undefined, { name: 'A' }, { name: 'A' }],
    [{ name: '  Ana  ' }, {}, { name: 'Ana' }],
    [{ name: null }, { name: 'Ana', plan: 'x' }, { plan: 'x' }],
    [{ full_name: 'Ana Souza' }, {}, { full_name: 'Ana Souza' }],
    [{ name: 'n'.repeat(200) }, {}, { name: 'n'.repeat(200) }],
    [{ name: 'n'.repeat(201) }, {}, '400 validation_failed'],
    [{ name: 42 }, {}, '400 validation_failed'],
    [['name'], {}, '400 validation_failed'],
    ['name', {}, '400 validation_failed'],
    [{ bio: 'x'.repeat(4100) }, {}, '400 validation_failed'],
  ])('merge %j into %j', (data, current, expected) => {
    if (typeof expected === 'string') expect(outcome(() => mergeMetadata(data, current))).toBe(expected);
    else expect(mergeMetadata(data, current)).toEqual(expected);
  });
});

describe('PKCE', () => {
  it('checks a verifier against its S256 challenge (as computed by Node’s own crypto)', async () => {
    const verifier = 'dBjftJeZ4CVP-mJ92ZgY8qlwKqKvDMh7rGXJMzOnBpU';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    expect(await pkceMatches(verifier, challenge, 's256')).toBe(true);
    expect(await pkceMatches(`${verifier}x`, challenge, 's256')).toBe(false);
    expect(await pkceMatches(verifier, verifier, 'plain')).toBe(true);
  });

  it.each([
    [{}, null],
    [{ code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256' }, { challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', method: 's256' }],
    [{ code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'md5' }, '400 validation_failed'],
    [{ code_challenge: 'short', code_challenge_method: 's256' }, '400 validation_failed'],
  ])('reads %j', (body, expected) => {
    if (typeof expected === 'string') expect(outcome(() => readChallenge(body))).toBe(expected);
    else expect(readChallenge(body)).toEqual(expected);
  });
});

describe('password hashes', () => {
  it('verifies the right password only, with a salt per hash', async () => {
    const a = await hashPassword('correct horse', 1000);
    const b = await hashPassword('correct horse', 1000);
    expect(a).toMatch(/^pbkdf2-sha256\$1000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
  });

  it.each(['', 'bcrypt$x', 'pbkdf2-sha256$abc$salt$hash', 'pbkdf2-sha256$100001$c2FsdA$aGFzaA', 'pbkdf2-sha256$0$c2FsdA$aGFzaA'])('never matches the malformed hash %j', async (stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false);
  });

  it('uses the highest iteration count workerd accepts by default', async () => {
    expect((await hashPassword('x')).split('$')[1]).toBe('100000');
  });

  it('compares bytes without short-circuiting on length or content', () => {
    expect(timingSafeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(timingSafeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(timingSafeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false);
  });
});

describe('redirect targets stay on the site', () => {
  const ctx = { origin: 'http://127.0.0.1:8787', siteOrigin: 'https://www.estadia.com.br' };
  it.each([
    ['http://127.0.0.1:8787/en/reset-password', 'http://127.0.0.1:8787/en/reset-password'],
    ['/es/reset-password?x=1', 'http://127.0.0.1:8787/es/reset-password?x=1'],
    ['https://www.estadia.com.br/reset-password', 'https://www.estadia.com.br/reset-password'],
    ['https://evil.example/reset-password', 'http://127.0.0.1:8787/reset-password'],
    ['//evil.example/x', 'http://127.0.0.1:8787/reset-password'],
    ['javascript:alert(1)', 'http://127.0.0.1:8787/reset-password'],
    ['http://127.0.0.1:8788/x', 'http://127.0.0.1:8787/reset-password'],
    [null, 'http://127.0.0.1:8787/reset-password'],
  ])('%j → %s', (raw, expected) => expect(safeRedirect(ctx, raw, '/reset-password')).toBe(expected));
});

describe('emails go out in the language of the page the link leads to', () => {
  it.each([
    ['http://x/reset-password', 'pt', 'Redefinição de senha do Estadia'],
    ['http://x/en/reset-password', 'en', 'Reset your Estadia password'],
    ['http://x/es/reset-password', 'es', 'Restablece tu contraseña de Estadia'],
    ['http://x/it/reset-password', 'it', 'Reimposta la tua password Estadia'],
  ])('%s', (redirect, locale, subject) => {
    expect(localeOfUrl(redirect)).toBe(locale);
    const mail = composeMail('recovery', 'http://x/auth/v1/verify?token=t', redirect);
    expect(mail.subject).toBe(subject);
    expect(mail.body).toContain('http://x/auth/v1/verify?token=t');
  });
});

describe('error messages on the screens', () => {
  loadLocale('pt');
  loadLocale('en');
  const pt = i18nObject('pt');
  it.each([
    ['login', { status: 400, code: 'invalid_credentials' }, 'Erro ao fazer login. Verifique suas credenciais.'],
    ['login', { status: 500, name: 'AuthUnknownError' }, 'Erro ao fazer login. Verifique suas credenciais.'],
    ['register', { status: 500 }, 'Erro ao realizar o cadastro. Tente novamente mais tarde.'],
    ['forgot', { status: 500 }, 'Ocorreu um erro ao processar sua solicitação.'],
    ['register', { status: 422, code: 'user_already_exists' }, 'Já existe uma conta com este e-mail.'],
    ['register', { status: 422, code: 'weak_password' }, 'A senha deve ter pelo menos 6 caracteres.'],
    ['login', { status: 429, code: 'over_request_rate_limit' }, 'Muitas tentativas seguidas. Aguarde alguns minutos e tente novamente.'],
    ['login', { status: 400, code: 'email_not_confirmed' }, 'Confirme seu e-mail antes de entrar: enviamos um link para a sua caixa de entrada.'],
    ['login', { status: 0, name: 'AuthRetryableFetchError' }, 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.'],
  ] as const)('%s %j', (screen, error, message) => expect(authErrorMessage(pt, screen, error)).toBe(message));

  it('speaks the page’s language', () => {
    expect(authErrorMessage(i18nObject('en'), 'login', { code: 'invalid_credentials' })).toBe('Error signing in. Please check your credentials.');
  });
});
