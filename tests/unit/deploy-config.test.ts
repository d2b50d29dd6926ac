import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper of the npm scripts (no types needed)
import { deployProblems, effectiveVars, varFlags, wranglerVars } from '../../scripts/deploy-config.mjs';

// Issue 23: `npm run deploy` can never upload local mode.

const PRODUCTION = { SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x', ICAL_ALLOW_LOCAL: 'false' };

describe('deploy configuration check', () => {
  it("refuses the repository's defaults, naming each variable to set", () => {
    const problems: string[] = deployProblems(effectiveVars(wranglerVars(), {}));
    expect(problems.some((line) => line.startsWith('SUPABASE_URL'))).toBe(true);
    expect(problems.some((line) => line.startsWith('SUPABASE_PUBLISHABLE_KEY'))).toBe(true);
    expect(problems.some((line) => line.startsWith('ICAL_ALLOW_LOCAL'))).toBe(true);
    expect(problems.join('\n')).toMatch(/\/dev\/mail/);
  });

  it('passes with the production variables from the environment, which the upload carries as --var', () => {
    expect(deployProblems(effectiveVars(wranglerVars(), PRODUCTION))).toEqual([]);
    expect(varFlags(PRODUCTION)).toEqual([
      '--var', 'SUPABASE_URL:https://abcd.supabase.co',
      '--var', 'SUPABASE_PUBLISHABLE_KEY:sb_publishable_x',
      '--var', 'ICAL_ALLOW_LOCAL:false',
    ]);
  });

  it('refuses each local-mode value on its own', () => {
    for (const [name, value] of [
      ['SUPABASE_URL', ''],
      ['SUPABASE_URL', 'http://127.0.0.1:54321'],
      ['SUPABASE_PUBLISHABLE_KEY', 'local-publishable-key'],
      ['ICAL_ALLOW_LOCAL', 'true'],
      ['ICAL_ALLOW_LOCAL', ''],
      ['SITE_URL', 'http://localhost:8787'],
    ] as const) {
      const problems: string[] = deployProblems(effectiveVars(wranglerVars(), { ...PRODUCTION, [name]: value }));
      expect(problems.length, `${name}=${value}`).toBe(1);
      expect(problems[0]!.startsWith(name), problems[0]).toBe(true);
    }
  });

  it('refuses the simulated distance to the database (issue 29: local runs and the bench only)', () => {
    const problems: string[] = deployProblems({ ...effectiveVars(wranglerVars(), PRODUCTION), D1_SIMULATED_DISTANCE: '80/5' });
    expect(problems.length).toBe(1);
    expect(problems[0]!.startsWith('D1_SIMULATED_DISTANCE'), problems[0]).toBe(true);
    expect(deployProblems({ ...effectiveVars(wranglerVars(), PRODUCTION), D1_SIMULATED_DISTANCE: '' })).toEqual([]);
  });
});
