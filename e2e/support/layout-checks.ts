import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Why an element is not wholly on screen: past the window's sides, cut by an ancestor that
 * clips or scrolls its overflow, or its own text running past its box ("DELE"). Empty when it is
 * fully visible.
 */
async function clippingOf(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const problems: string[] = [];
    const box = node.getBoundingClientRect();
    const tolerance = 0.5;
    if (box.width === 0 || box.height === 0) problems.push('has no size');
    if (box.left < -tolerance || box.right > document.documentElement.clientWidth + tolerance)
      problems.push(
        `spans ${Math.round(box.left)}–${Math.round(box.right)} px of a ${document.documentElement.clientWidth} px window`,
      );
    if (node.scrollWidth > node.clientWidth + 1)
      problems.push(`its content is ${node.scrollWidth} px wide in ${node.clientWidth} px`);
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const frame = parent.getBoundingClientRect();
      if (box.left < frame.left - tolerance || box.right > frame.right + tolerance)
        problems.push(
          `is cut by a ${parent.tagName.toLowerCase()} (overflow ${style.overflowX}) spanning ${Math.round(frame.left)}–${Math.round(frame.right)} px, itself ${Math.round(box.left)}–${Math.round(box.right)} px`,
        );
    }
    return problems;
  });
}

/** Every element the locator finds is fully visible, each named by its text in the failure. */
export async function expectFullyVisible(elements: Locator, what: string): Promise<void> {
  const count = await elements.count();
  expect(count, `${what}: none found`).toBeGreaterThan(0);
  const failures: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const element = elements.nth(index);
    const problems = await clippingOf(element);
    if (problems.length > 0)
      failures.push(`${(await element.innerText()).trim()} #${index}: ${problems.join('; ')}`);
  }
  expect(failures, `${what} not fully visible`).toEqual([]);
}

/** Nothing on the page scrolls sideways, the window or any region inside it. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const scrollers = await page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      found.push(`the page: ${root.scrollWidth} px in ${root.clientWidth} px`);
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const { overflowX } = getComputedStyle(element);
      if (
        (overflowX === 'auto' || overflowX === 'scroll') &&
        element.scrollWidth > element.clientWidth + 1
      )
        found.push(
          `a ${element.tagName.toLowerCase()}: ${element.scrollWidth} px in ${element.clientWidth} px`,
        );
    }
    return found;
  });
  expect(scrollers, 'scrolls sideways').toEqual([]);
}

/**
 * The element covers none of the page's visible actions (buttons, links, form fields) nor any
 * list item (the dashboard's drop cards).
 */
export async function expectCoversNoAction(page: Page, cover: Locator, what: string) {
  const box = await cover.boundingBox();
  expect(box, `${what} is on screen`).not.toBeNull();
  const covered = await cover.evaluate((coverNode) => {
    const area = coverNode.getBoundingClientRect();
    const actions = document.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, textarea, [role="button"], [tabindex="0"], li',
    );
    return Array.from(actions)
      .filter((action) => !coverNode.contains(action) && action.checkVisibility())
      .filter((action) => {
        const box = action.getBoundingClientRect();
        const onScreen = box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
        const overlaps =
          box.left < area.right &&
          box.right > area.left &&
          box.top < area.bottom &&
          box.bottom > area.top;
        return onScreen && overlaps;
      })
      .map((action) =>
        (action.innerText || action.getAttribute('aria-label') || action.tagName).trim(),
      );
  });
  expect(covered, `${what} covers actions`).toEqual([]);
}

/**
 * Every visible checkbox and radio on the page at its full 18 × 18 px (issue 31 item 9: a label
 * that wraps squeezed them to 13 px).
 */
export async function expectChoicesFullSize(page: Page): Promise<void> {
  const squeezed = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]'),
    )
      .filter((input) => input.checkVisibility())
      .map((input) => ({ input, box: input.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 17.5 || box.height < 17.5)
      .map(
        ({ input, box }) =>
          `${input.labels?.[0]?.innerText.trim() ?? input.name}: ${box.width.toFixed(1)} × ${box.height.toFixed(1)} px`,
      ),
  );
  expect(squeezed, 'checkboxes and radios squeezed').toEqual([]);
}

/**
 * A control that stays on screen while the page scrolls (a floating tab) covers no action at
 * any scroll position: the page is scrolled top to bottom in steps of half a window.
 */
export async function expectCoversNoActionWhileScrolling(page: Page, cover: Locator, what: string) {
  // A toast's close button lives only seconds (the editor's toasts sit in the page's flow, under
  // the floating tab while scrolled past): the check waits for the page without them.
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByRole('button', {
      name: 'Close notification',
    }),
  ).toHaveCount(0, { timeout: 10_000 });
  const { height, scrollable } = await page.evaluate(() => ({
    height: window.innerHeight,
    scrollable: document.documentElement.scrollHeight - window.innerHeight,
  }));
  for (let top = 0; ; top = Math.min(scrollable, top + height / 2)) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await expectCoversNoAction(page, cover, `${what} at ${Math.round(top)} px down`);
    if (top >= scrollable) break;
  }
}
