/** What the page's inline holder (earlyClickHolder.js, in every page's head) offers the app. */
interface EarlyClickHolder {
  /** The app's code runs: the holder keeps what it holds for the app, rather than giving up at the page's load. */
  claim: () => void;
  /** React listens on the page: each held element is pressed again, once, in order; the holder stops holding. */
  release: () => void;
}

declare global {
  interface Window {
    __gridlineEarlyClicks?: EarlyClickHolder;
  }
}

/**
 * The presses made on the prerendered page before the app listened: the page's inline holder has held
 * them since before its first paint (a button, tab or summary; a link only behind a held press). Claims
 * them for the app and returns the release, to call once React listens (src/app/startApp.tsx). A page
 * without the holder (one rendered by the app alone) has nothing held.
 */
export function claimEarlyClicks(): () => void {
  const holder = window.__gridlineEarlyClicks;
  if (!holder) return () => undefined;
  holder.claim();
  return () => holder.release();
}
