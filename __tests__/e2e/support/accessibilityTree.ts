import type { Page } from 'playwright-core';

/** A node of Chromium's accessibility tree, as the DevTools protocol gives it. */
interface AXNode {
  ignored: boolean;
  role?: { value?: unknown };
  name?: { value?: unknown };
}

/**
 * How many nodes of Chromium's own accessibility tree (what a screen reader is given, not the DOM)
 * have a role and a name matching `name`, read again until there are `want` of them or 20 s have
 * passed (a busy machine lays out the long lists slowly): it leaves out what the page skips rendering
 * (content-visibility), and the items a list
 * lays out one a frame join it in turn.
 */
export async function namedInTree(page: Page, role: string, name: RegExp, want: number): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const count = async () =>
    ((await cdp.send('Accessibility.getFullAXTree')).nodes as AXNode[]).filter(
      (node) => !node.ignored && node.role?.value === role && name.test(String(node.name?.value)),
    ).length;
  let found = await count();
  for (const until = Date.now() + 20_000; found < want && Date.now() < until; found = await count())
    await page.waitForTimeout(100);
  await cdp.detach();
  return found;
}
