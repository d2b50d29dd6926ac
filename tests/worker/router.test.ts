/**
 * Every request is matched by Hono's router: the app's routes must stay ones its RegExpRouter
 * takes (one precompiled expression). A pattern it refuses (a `/:locale{en|es|it}` parameter
 * beside `/api/trpc/*` did) silently falls back to the TrieRouter, a few per cent of every
 * request's CPU in the calendar's profile (issue 27).
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { everyLocalePath } from '../../shared/locales';

describe('the edge router', () => {
  it("stays on Hono's RegExpRouter with every route of the app", async () => {
    const app = createApp({ pageCache: false });
    expect((await app.request('/robots.txt', {}, env)).status).toBe(200);
    expect((app as unknown as { router: { name: string } }).router.name).toBe('SmartRouter + RegExpRouter');
  });

  it('serves a form post under every locale prefix, and not under another one', async () => {
    expect(everyLocalePath('/contato')).toEqual(['/contato', '/en/contato', '/es/contato', '/it/contato']);
    const app = createApp({ pageCache: false });
    const post = (path: string) => app.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' }, body: '' }, env);
    // An empty contact form: refused with what is missing (400), in each locale's form handler.
    for (const path of everyLocalePath('/contato')) expect((await post(path)).status, path).toBe(400);
    // Not a route: the page fallback answers GET only.
    expect((await post('/fr/contato')).status).toBe(404);
  });
});
