import { afterEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { LOCAL_CF, useLocalCf } from '../../scripts/local-cf';

// A clean offline start: every Miniflare the project starts gets the fixed local Request.cf
// instead of fetching https://workers.cloudflare.com/cf.json (which, without internet, prints
// "Unable to fetch the `Request.cf` object!" and a getaddrinfo ENOTFOUND stack).

const saved = { path: process.env.CLOUDFLARE_CF_FETCH_PATH, enabled: process.env.CLOUDFLARE_CF_FETCH_ENABLED, nodeEnv: process.env.NODE_ENV };
const dirs: string[] = [];

function restore(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

afterEach(() => {
  restore('CLOUDFLARE_CF_FETCH_PATH', saved.path);
  restore('CLOUDFLARE_CF_FETCH_ENABLED', saved.enabled);
  restore('NODE_ENV', saved.nodeEnv);
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'estadia-cf-'));
  dirs.push(dir);
  return dir;
}

describe('the fixed local Request.cf', () => {
  it('is written afresh to a file Miniflare is pointed at', () => {
    delete process.env.CLOUDFLARE_CF_FETCH_PATH;
    delete process.env.CLOUDFLARE_CF_FETCH_ENABLED;
    const file = join(tempDir(), 'nested', 'cf.json');
    expect(useLocalCf(file)).toBe(file);
    expect(process.env.CLOUDFLARE_CF_FETCH_PATH).toBe(file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(LOCAL_CF);
  });

  it('leaves an explicit choice alone', () => {
    process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
    delete process.env.CLOUDFLARE_CF_FETCH_PATH;
    expect(useLocalCf(join(tempDir(), 'cf.json'))).toBeUndefined();
    expect(process.env.CLOUDFLARE_CF_FETCH_PATH).toBeUndefined();
  });

  it('wrangler’s platform proxy (the Node entry) gets it, quietly, even as a production run', async () => {
    delete process.env.CLOUDFLARE_CF_FETCH_PATH;
    delete process.env.CLOUDFLARE_CF_FETCH_ENABLED;
    // Outside tests Miniflare fetches cf.json unless told otherwise: make this run like `npm start`.
    process.env.NODE_ENV = 'production';
    const printed: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error'] as const) vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => (printed.push(String(chunk)), true));
    useLocalCf(join(tempDir(), 'cf.json'));
    const proxy = await getPlatformProxy({ configPath: 'wrangler.toml', persist: { path: join(tempDir(), 'v3') } });
    try {
      expect(proxy.cf).toEqual(LOCAL_CF);
    } finally {
      await proxy.dispose();
      stderr.mockRestore();
    }
    expect(printed.filter((line) => /Request\.cf|ENOTFOUND|workers\.cloudflare\.com/.test(line))).toEqual([]);
  }, 60_000);

  it('every place that starts Miniflare sets it up first', () => {
    const starts: [file: string, starter: string][] = [
      ['vite.config.ts', 'cloudflare('],
      ['scripts/bench/vite.config.ts', 'cloudflare('],
      ['vitest.worker.config.ts', 'cloudflareTest('],
      ['worker/node.ts', 'getPlatformProxy<'],
    ];
    for (const [file, starter] of starts) {
      const source = readFileSync(file, 'utf8');
      const setup = source.indexOf('useLocalCf(');
      expect(setup, `${file} calls useLocalCf`).toBeGreaterThan(-1);
      expect(setup, `${file}: before ${starter}`).toBeLessThan(source.indexOf(starter));
    }
  });
});
