// Lighthouse for `npm run bench` (and `node scripts/bench/photos.mjs` alone): Lighthouse's own
// mobile defaults (Moto G-class screen, simulated slow 4G and 4x CPU slowdown), run from
// node_modules (no download; Chromium from CHROMIUM_PATH or the system's), one run at a time.
// A 2-core machine shared with other work makes a page take far longer than a phone would, and
// that is not what the score measures (simulated throttling models the phone from the trace):
// so the waits are generous (first paint and load up to 2 minutes, a run killed at 5), and a run
// that fails (Chrome now and then loses its trace under load: NO_NAVSTART, NO_FCP) is tried
// again once before the page counts as an error.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from '../chromium.mjs';

const CLI = fileURLToPath(new URL('../../node_modules/lighthouse/cli/index.js', import.meta.url));
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
const WAIT_MS = 120_000;
const KILL_MS = 300_000;

/** The first DOM node a Lighthouse audit's details name (its HTML snippet), or ''. */
export function firstNode(details) {
  if (!details || typeof details !== 'object') return '';
  if (details.type === 'node' && typeof details.snippet === 'string') return details.snippet;
  for (const value of Object.values(details)) {
    const found = Array.isArray(value) ? value.map(firstNode).find(Boolean) : firstNode(value);
    if (found) return found;
  }
  return '';
}

/** The checklist items of an insight's details ({ priorityHinted: { value }, … }), if any. */
function checklist(details) {
  return (details?.items ?? []).find((item) => item?.type === 'checklist')?.items;
}

/**
 * One Lighthouse run of `url`; its scores (0–100), LCP/TBT in ms, CLS, the LCP element's HTML
 * and the failing non-performance audits. `onChild` learns the child process (to kill on exit).
 */
export async function lighthouse(url, outDir, { onChild = () => undefined } = {}) {
  const file = join(outDir, `lh-${Math.random().toString(36).slice(2)}.json`);
  const config = join(outDir, `lh-config-${process.pid}.json`);
  // Only the waits differ from Lighthouse's default config (mobile, simulated throttling).
  writeFileSync(config, JSON.stringify({ extends: 'lighthouse:default', settings: { maxWaitForFcp: WAIT_MS, maxWaitForLoad: WAIT_MS, onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] } }));
  const args = [CLI, url, '--output=json', `--output-path=${file}`, '--quiet', `--config-path=${config}`, `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`];
  const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: findChromium() ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  onChild(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  const code = await new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL'); // its Chromium too
      } catch {
        // gone
      }
    }, KILL_MS);
    child.on('exit', (exitCode, signal) => {
      clearTimeout(timer);
      resolve(exitCode ?? signal);
    });
  });
  if (code !== 0) throw new Error(`lighthouse exited with ${code}: ${stderr.split('\n').filter((line) => line.trim()).slice(-2).join(' ')}`);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  rmSync(file, { force: true });
  if (report.runtimeError?.code) throw new Error(`lighthouse: ${report.runtimeError.code} ${report.runtimeError.message ?? ''}`.trim());
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const failing = Object.values(report.categories)
    .filter((c) => c.id !== 'performance')
    .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && report.audits[ref.id]?.score < 1).map((ref) => `${c.id}:${ref.id}`));
  // What costs performance points, for the report (opportunities and diagnostics below 0.9).
  const costs = (report.categories.performance?.auditRefs ?? [])
    .map((ref) => report.audits[ref.id])
    .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 0.9)
    .map((audit) => `${audit.id} ${audit.displayValue ?? audit.score}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: report.audits['first-contentful-paint']?.numericValue ?? NaN,
    lcp: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbt: report.audits['total-blocking-time']?.numericValue ?? NaN,
    // Lighthouse 13 names the LCP element in its LCP insights (earlier versions in an audit of its own).
    lcpElement: ['largest-contentful-paint-element', 'lcp-breakdown-insight', 'lcp-discovery-insight'].map((id) => firstNode(report.audits[id]?.details)).find(Boolean) ?? '',
    lcpPriorityHinted: checklist(report.audits['lcp-discovery-insight']?.details)?.priorityHinted?.value === true,
    failing,
    costs,
  };
}

/** Three runs one after another (each tried twice), and the median run by performance score. */
export async function medianOfThree(url, outDir, options = {}) {
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await lighthouse(url, outDir, options).catch(() => lighthouse(url, outDir, options)));
  const median = [...runs].sort((a, b) => a.performance - b.performance)[1];
  return { runs, median };
}

/** The photo page's check: its LCP element is the cover, a host photo fetched with high priority. */
export const coverIsLcp = (run) => /^<img[^>]*\ssrc="[^"]*\/photos\/[0-9a-f]{32}\//.test(run.lcpElement) && (run.lcpPriorityHinted || /fetchpriority="high"/i.test(run.lcpElement));
