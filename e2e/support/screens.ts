import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { screenshotRoot } from './environment';

/**
 * Saves a full-page screenshot as artifacts/e2e/screenshots/<desktop|mobile>/<name>.png, after
 * checking that the screen fits its width (nothing scrolls sideways at 390 px).
 */
export async function saveScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${name} is wider than the viewport`).toBeLessThanOrEqual(0);
  const folder = path.join(screenshotRoot, testInfo.project.name);
  fs.mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}
