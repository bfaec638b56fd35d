import type { Page } from 'playwright-core';

/** A node of Chromium's accessibility tree, as the DevTools protocol gives it. */
interface AXNode {
  ignored: boolean;
  role?: { value?: unknown };
  name?: { value?: unknown };
}

/**
 * How many nodes of Chromium's own accessibility tree (what a screen reader is given, not the DOM)
 * have a role and a name matching `name`: it leaves out what the page skips rendering
 * (content-visibility), and the items a list lays out a frame at a time join it in turn.
 *
 * It first waits, for up to 60 s, until nothing in the page matches `pending` (the items the list
 * has yet to lay out): reading the whole tree is long work on the page's main thread, so asking it
 * over and over would slow the very frames it waits for, and a busy machine lays a long list out
 * slowly. Then it reads the tree again until there are `want` nodes or 20 s have passed (the tree
 * follows the layout a moment later).
 */
export async function namedInTree(
  page: Page,
  role: string,
  name: RegExp,
  want: number,
  pending: string,
): Promise<number> {
  await page.waitForFunction((selector) => document.querySelector(selector) === null, pending, {
    polling: 250,
    timeout: 60_000,
  });
  const cdp = await page.context().newCDPSession(page);
  const count = async () =>
    ((await cdp.send('Accessibility.getFullAXTree')).nodes as AXNode[]).filter(
      (node) => !node.ignored && node.role?.value === role && name.test(String(node.name?.value)),
    ).length;
  let found = await count();
  for (const until = Date.now() + 20_000; found < want && Date.now() < until; found = await count())
    await page.waitForTimeout(250);
  await cdp.detach();
  return found;
}
