import { loadApp } from './app/boot';
import { claimEarlyClicks } from './app/earlyClicks';

// The prerendered page has been on screen since before this script ran: the presses its inline holder
// kept meanwhile are the app's, pressed again once React listens.
const releaseEarlyClicks = claimEarlyClicks();

void loadApp().then(({ startApp }) => startApp(releaseEarlyClicks));
