// `npm run site:hostnames` (issue 45): makes sure every host's custom domain is a Cloudflare for
// SaaS custom hostname of the zone. Reads the domains from the directory database (`wrangler d1
// execute DB --remote`, or `--local` with --local), then scripts/site-hostnames-lib.mjs creates
// those Cloudflare does not have. Configuration from the environment: CLOUDFLARE_API_TOKEN (SSL
// and Certificates: Edit), CLOUDFLARE_ZONE_ID, CLOUDFLARE_API_URL (default the public API).
// `--domains a.com,b.com` skips the database. Exit code 1 when a domain failed.
import { execFileSync } from 'node:child_process';
import { syncHostnames } from './site-hostnames-lib.mjs';

const args = process.argv.slice(2);
const listed = args.includes('--domains') ? (args[args.indexOf('--domains') + 1] ?? '').split(',') : null;

function domainsFromDatabase() {
  const where = args.includes('--local') ? '--local' : '--remote';
  const out = execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', where, '--json', '--command', 'SELECT custom_domain FROM host_sites WHERE custom_domain IS NOT NULL'], { encoding: 'utf8' });
  const parsed = JSON.parse(out);
  return parsed.flatMap((batch) => batch.results ?? []).map((row) => row.custom_domain);
}

const domains = listed ?? domainsFromDatabase();
const lines = await syncHostnames({ apiUrl: process.env.CLOUDFLARE_API_URL, token: process.env.CLOUDFLARE_API_TOKEN, zoneId: process.env.CLOUDFLARE_ZONE_ID, domains });
for (const line of lines) console.log(`${line.hostname}: ${line.action}${line.status ? ` (${line.status}, ssl ${line.sslStatus})` : ''}${line.error ? ` — ${line.error}` : ''}`);
if (lines.length === 0) console.log('No custom domains.');
if (lines.some((line) => line.action === 'failed')) process.exit(1);
