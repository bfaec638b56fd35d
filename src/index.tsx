import { loadApp } from './app/boot';
import { holdEarlyClicks } from './app/earlyClicks';

// The prerendered page is on screen already: a button pressed before React listens is held for it.
const container = document.getElementById('root');
const releaseEarlyClicks = container ? holdEarlyClicks(container) : undefined;

void loadApp().then(({ startApp }) => startApp(releaseEarlyClicks));
