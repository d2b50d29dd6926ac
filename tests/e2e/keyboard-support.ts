import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PATIENCE_MS } from './harness';

/** Helpers of the keyboard-only walk-throughs (tests/e2e/keyboard-*.test.ts). */

export async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));
}

/**
 * Waits until `locator` (or something inside it) has focus: focus moves after a key press, a
 * dialog closing or a re-render, so it is waited for, never read once.
 */
export async function expectFocused(locator: Locator, message?: string): Promise<void> {
  await expect.poll(() => isFocused(locator), { timeout: PATIENCE_MS, message }).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, failing after `max` presses: proves the
 * control is reachable by keyboard, in document order, without clicking anything.
 */
export async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return presses;
  }
  throw new Error(`not reachable with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}: ${target}`);
}

/** What has focus, for messages. */
export function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    return `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''}`;
  });
}

/** The focused element shows a visible focus indicator (outline or box shadow). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const style = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return null;
    const css = getComputedStyle(element);
    return { outline: css.outlineStyle !== 'none' && parseFloat(css.outlineWidth) > 0, shadow: css.boxShadow !== 'none' };
  });
  expect(style, 'something has focus').not.toBeNull();
  expect(style!.outline || style!.shadow, `visible focus on ${await focusedDescription(page)}`).toBe(true);
}
