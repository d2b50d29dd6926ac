import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A browser test reads asynchronous UI state by waiting for it (a locator assertion, waitFor or
// expect.poll), never once: a one-shot read right after a key press or a dialog closing passed on
// a quiet machine and failed on a loaded one (keyboard-header "chat widget by keyboard", issue 40).
// This finds the shapes that read element state or focus once, so they do not come back.

const e2eDir = fileURLToPath(new URL('../e2e', import.meta.url));

/** `expect(await isFocused(x))`, `expect(await hasSomething(x))`, `expect(await x.isVisible())`… */
export const ONE_SHOT_STATE =
  /expect\(await ((is|has)[A-Z][A-Za-z]*\(|[^;]*?\.(isVisible|isHidden|isChecked|isEnabled|isDisabled|isEditable)\()/;

function oneShotReads(source: string): number[] {
  return source.split('\n').flatMap((line, index) => (ONE_SHOT_STATE.test(line) ? [index + 1] : []));
}

describe('browser tests wait for asynchronous UI state', () => {
  it('the check finds the shapes that flaked', () => {
    expect(oneShotReads('    expect(await isFocused(button)).toBe(true);')).toEqual([1]);
    expect(oneShotReads("expect(await page.getByRole('button').isDisabled()).toBe(true);")).toEqual([1]);
    expect(oneShotReads('await expectFocused(button);\nawait expect.poll(() => box.isChecked()).toBe(true);')).toEqual([]);
  });

  it('no file in tests/e2e reads focus or element state once', () => {
    const found = readdirSync(e2eDir)
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) => oneShotReads(readFileSync(join(e2eDir, name), 'utf8')).map((line) => `tests/e2e/${name}:${line}`));
    expect(found).toEqual([]);
  });
});
