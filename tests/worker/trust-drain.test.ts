import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('early refusals drain the request body', () => {
  it('a cross-site POST refused with 403 is answered only after its body was read', async () => {
    let pulled = 0;
    let finished = false;
    const chunk = new TextEncoder().encode('x'.repeat(1024));
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((r) => setTimeout(r, 20));
        pulled += 1;
        if (pulled > 8) {
          finished = true;
          controller.close();
        } else controller.enqueue(chunk);
      },
    });
    const res = await SELF.fetch('http://localhost/api/trpc/contact.send', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as unknown as Parameters<typeof SELF.fetch>[1]);
    expect(res.status).toBe(403);
    expect({ finished, pulled }).toEqual({ finished: true, pulled: 9 });
  });
});
