// Cloudflare for SaaS custom hostnames for hosts' own domains (issue 45): for each domain, one
// `GET /zones/{zone_id}/custom_hostnames?hostname=` and, when Cloudflare has none, `POST
// /zones/{zone_id}/custom_hostnames` with `{ hostname, ssl: { method: 'http', type: 'dv' } }`
// (HTTP validation completes once the host's CNAME to SITES_CNAME_TARGET is in place). Every
// answer is Cloudflare's `{ success, errors, messages, result }` envelope; Bearer auth.
// Used by scripts/site-hostnames.mjs (`npm run site:hostnames`); tests/unit/site-hostnames.test.ts.

export const CLOUDFLARE_API = 'https://api.cloudflare.com/client/v4';

async function call(base, token, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json().catch(() => null);
  if (!answer || answer.success !== true) {
    const errors = (answer?.errors ?? []).map((error) => `${error.code}: ${error.message}`).join('; ');
    throw new Error(`${method} ${path} → ${response.status} ${errors || 'no envelope'}`);
  }
  return answer;
}

/**
 * Creates the custom hostnames Cloudflare does not have yet. Answers one line per domain:
 * `{ hostname, action: 'created' | 'exists' | 'failed', status?, sslStatus?, error? }`.
 */
export async function syncHostnames({ apiUrl, token, zoneId, domains }) {
  if (!token) throw new Error('CLOUDFLARE_API_TOKEN is not set');
  if (!zoneId) throw new Error('CLOUDFLARE_ZONE_ID is not set');
  const base = (apiUrl || CLOUDFLARE_API).replace(/\/+$/, '');
  const zone = `/zones/${encodeURIComponent(zoneId)}/custom_hostnames`;
  const lines = [];
  for (const hostname of [...new Set(domains.map((domain) => domain.trim().toLowerCase()).filter(Boolean))]) {
    try {
      const found = await call(base, token, 'GET', `${zone}?hostname=${encodeURIComponent(hostname)}`);
      const known = (found.result ?? []).find((entry) => entry.hostname === hostname);
      if (known) {
        lines.push({ hostname, action: 'exists', status: known.status, sslStatus: known.ssl?.status });
        continue;
      }
      const created = await call(base, token, 'POST', zone, { hostname, ssl: { method: 'http', type: 'dv' } });
      lines.push({ hostname, action: 'created', status: created.result?.status, sslStatus: created.result?.ssl?.status });
    } catch (error) {
      lines.push({ hostname, action: 'failed', error: String(error?.message ?? error) });
    }
  }
  return lines;
}
