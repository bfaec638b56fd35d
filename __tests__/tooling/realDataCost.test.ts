import { readFileSync } from 'node:fs';
import path from 'node:path';
import { costText } from '../../server/sources/oddsapi/cost';

/** Issue #39: the real-data page's request cost per hour at the default lifetimes is computed, not guessed. */
it('says what The Odds API costs at the default lifetimes, as the code’s cadences price it', () => {
  const page = readFileSync(path.resolve(__dirname, '../../docs/real-data.md'), 'utf8').replace(/\s+/g, ' ');
  expect(page).toContain(costText(300_000));
});
