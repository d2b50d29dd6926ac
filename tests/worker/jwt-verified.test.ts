/**
 * worker/auth/jwt.ts: a token verified lately is not verified again (its signature check was a
 * few per cent of every signed-in request), for a minute at most and never past its expiry.
 */
import { describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, type JWTVerifyGetKey } from 'jose';
import { AUDIENCE, verifyWithKeys } from '../../worker/auth/jwt';

const ISSUER = 'https://verified.example/auth/v1';

async function signer() {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(publicKey);
  let lookups = 0;
  const keys: JWTVerifyGetKey = async () => {
    lookups += 1;
    return publicKey;
  };
  const sign = (exp: number) =>
    new SignJWT({ email: 'a@example.com', role: AUDIENCE, user_metadata: {} })
      .setProtectedHeader({ alg: 'ES256', kid: String(jwk.x).slice(0, 8) })
      .setIssuer(ISSUER)
      .setSubject(crypto.randomUUID())
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(privateKey);
  return { keys, sign, lookups: () => lookups };
}

describe('verified tokens (worker/auth/jwt.ts)', () => {
  it('checks a token once, then answers it from memory for up to a minute', async () => {
    const { keys, sign, lookups } = await signer();
    const now = Date.now();
    const token = await sign(Math.floor(now / 1000) + 3600);
    const first = await verifyWithKeys(token, keys, ISSUER, now);
    expect(lookups()).toBe(1);
    expect(await verifyWithKeys(token, keys, ISSUER, now + 59_000)).toEqual(first);
    expect(lookups()).toBe(1);
    // After a minute the signature is checked again.
    await verifyWithKeys(token, keys, ISSUER, now + 61_000);
    expect(lookups()).toBe(2);
    // Another issuer is another question: checked, and refused.
    await expect(verifyWithKeys(token, keys, 'https://other.example/auth/v1', now)).rejects.toThrow();
  });

  it('never answers from memory past the token expiry, nor a token that failed', async () => {
    const { keys, sign } = await signer();
    const now = Date.now();
    const token = await sign(Math.floor(now / 1000) + 5);
    await verifyWithKeys(token, keys, ISSUER, now);
    // 10 s later the token has expired: jose is asked again (with the real clock, so it is
    // still valid there); the entry's own expiry check is what must refuse the memory.
    const { keys: otherKeys } = await signer();
    await expect(verifyWithKeys(token, otherKeys, ISSUER, now + 10_000)).rejects.toThrow();
    const forged = `${token.slice(0, -4)}AAAA`;
    await expect(verifyWithKeys(forged, keys, ISSUER, now)).rejects.toThrow();
    await expect(verifyWithKeys(forged, keys, ISSUER, now)).rejects.toThrow();
  });
});
