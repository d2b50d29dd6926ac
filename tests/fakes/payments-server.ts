/**
 * Mercado Pago's and Stripe's APIs as their documentation describes them, served on 127.0.0.1
 * from Node (worker/payments/simulator/api.ts is the fetch-API code). vitest.worker.config.ts
 * starts one per run and points MERCADOPAGO_API_URL / STRIPE_API_URL at it, so the worker tests
 * go over real HTTP to a provider-shaped server; no test ever calls a real provider.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newSimState, simulateProviderApi } from '../../worker/payments/simulator/api.ts';

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startPaymentsFake(): Promise<{ url: string; close: () => Promise<void> }> {
  const state = newSimState();
  let origin = '';
  const server = createServer((request, response) => {
    void (async () => {
      try {
        const body = await bodyOf(request);
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
        const answer = await simulateProviderApi(
          new Request(`${origin}${request.url ?? '/'}`, { method: request.method, headers, body: request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(body) }),
          state,
          { checkoutBase: origin },
        );
        response.writeHead(answer.status, Object.fromEntries(answer.headers));
        response.end(Buffer.from(await answer.arrayBuffer()));
      } catch (error) {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The test run's end is not held up by the fake.
  server.unref();
  return { url: origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
