import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for the page's finite animations and transitions (a dialog zooming in, say) to end. Mid-animation, text is
 * still partly transparent, and axe reports a contrast the person never sees once the motion is over. Endless ones
 * (spinners) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Every page's accessibility floor: axe-core finds no serious or critical violation. Checked again for a few seconds
 * when it does: motion that starts after the wait above (a toast arriving, or fading out as it is dismissed) can
 * catch text half transparent during the scan. A real violation stays and fails.
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  { include }: { include?: string[] } = {},
): Promise<void> {
  await expect(async () => {
    await settleAnimations(page);
    // `include`: only these parts of the page (CSS selectors), when the test is about them alone.
    const builder = new AxeBuilder({ page });
    for (const selector of include ?? []) builder.include(selector);
    const results = await builder.analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  }).toPass({ timeout: 10_000 });
}
