// The client's tests read the 2025 demo season (its fixtures and the server's answers at 2025 clocks): the app counts
// its weeks from 2025's opener here, as a page from a server serving that season says (src/config/seasonOpener.ts).
// A test of another season sets its own. First of the setup's imports, so src/config/env.ts reads it.
process.env.SEASON_OPENER ??= '2025-09-04';
