// The pages a guest sees (issue 39), standalone against a running server:
// `node scripts/bench/truth.mjs http://127.0.0.1:8787` runs Lighthouse (mobile, median of three,
// as `npm run bench`: scripts/bench/lighthouse.mjs) through the loopback edge proxy on
// /properties with and without a search (dates and guests) and /property/1 with and without
// dates, and prints the four scores of each with any failing audit and what costs performance.
// `npm run bench` measures the same pages (TRUTH_PAGES).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { medianOfThree } from './lighthouse.mjs';
import { startEdgeProxy } from './edge-proxy.mjs';

/** A day `days` after today (UTC), as YYYY-MM-DD. */
const day = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The issue-39 pages: the card list and the property page, each with and without a stay chosen. */
export const TRUTH_PAGES = [
  '/properties',
  `/properties?location=Lisboa&checkIn=${day(40)}&checkOut=${day(43)}&guests=2`,
  '/property/1',
  `/property/1?checkIn=${day(40)}&checkOut=${day(43)}&guests=2`,
];

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = (process.argv[2] ?? 'http://127.0.0.1:8787').replace(/\/$/, '');
  const only = process.argv[3] ? TRUTH_PAGES.filter((path) => path.includes(process.argv[3])) : TRUTH_PAGES;
  const edge = await startEdgeProxy(origin);
  const dir = mkdtempSync(join(tmpdir(), 'truth-lh-'));
  try {
    for (const path of only) {
      const { runs, median } = await medianOfThree(`${edge.origin}${path}`, dir);
      console.log(`lighthouse ${path}: performance ${runs.map((r) => r.performance).join('/')} (median ${median.performance}, LCP ${Math.round(median.lcp)} ms, TBT ${Math.round(median.tbt)} ms, CLS ${median.cls}) accessibility ${median.accessibility} best-practices ${median.bestPractices} seo ${median.seo}${median.failing?.length ? ` failing: ${JSON.stringify(median.failing)}` : ''}${median.costs?.length ? ` costs: ${JSON.stringify(median.costs)}` : ''} lcp: ${median.lcpElement.slice(0, 160)}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await edge.close?.();
  }
}
