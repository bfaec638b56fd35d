/**
 * What a click on the prerendered page may press: the controls React handles, not links (the browser follows those
 * itself).
 */
const PRESSABLE = 'button, [role="button"], [role="tab"], summary';

/**
 * From the moment the app's script runs until React listens on the page (hydrateRoot), a click on
 * one of the prerendered page's buttons would go nowhere: it is held instead, and pressed again once
 * React is there (React hydrates the part it lands on first, then handles it). A link needs nothing:
 * the browser follows it. Returns the release, which presses what was held, once each, in order.
 */
export function holdEarlyClicks(container: HTMLElement): () => void {
  const held: HTMLElement[] = [];
  const onClick = (event: MouseEvent) => {
    const pressed = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
    if (!pressed || !container.contains(pressed)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(pressed)) held.push(pressed);
  };
  document.addEventListener('click', onClick, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    for (const element of held) if (element.isConnected) element.click();
  };
}
