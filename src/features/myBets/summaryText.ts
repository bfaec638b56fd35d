/* The summary's figures in words (pure): the screen, its breakdowns and the tests read the same text. */

import { betsToTellSkill, SKILL_SAMPLE } from '../../domain/bets/summary';
import type { BetsSummary } from '../../domain/bets/types';
import { signedPercent, wholePercent } from './betText';

/** Won-lost-pushed: '12-9-1'. */
export const recordText = ({ record }: BetsSummary): string => `${record.won}-${record.lost}-${record.push}`;

/** The bets graded (won, lost or pushed): the sample ROI and the skill message are about. */
export const gradedCount = ({ record }: BetsSummary): number => record.won + record.lost + record.push;

export const roiText = ({ roi }: BetsSummary): string => (roi === null ? '—' : signedPercent(roi));

export const meanClvText = ({ clv }: BetsSummary): string => (clv.mean === null ? '—' : signedPercent(clv.mean));

/** '95% interval −0.4% to +4.6%'; undefined below two CLVs. */
export function intervalText({ clv }: BetsSummary): string | undefined {
  if (!clv.ci95) return undefined;
  return `95% interval ${signedPercent(clv.ci95[0])} to ${signedPercent(clv.ci95[1])}`;
}

export const beatCloseText = ({ clv }: BetsSummary): string =>
  clv.beat_close === null ? '—' : wholePercent(clv.beat_close);

/**
 * Below SKILL_SAMPLE graded bets: that the sample cannot tell skill from luck yet, and about how many bets would at
 * the CLV spread seen so far (betsToTellSkill), saying so when the bets with a CLV are already that many (the mean
 * CLV's 95 % interval then leaves out 0); undefined from SKILL_SAMPLE on.
 */
export function skillMessage(summary: BetsSummary, clvs: readonly number[]): string | undefined {
  const graded = gradedCount(summary);
  if (graded >= SKILL_SAMPLE) return undefined;
  const sample = `${graded} graded ${graded === 1 ? 'bet' : 'bets'} cannot tell skill from luck yet`;
  const needed = betsToTellSkill(clvs);
  if (needed === null) {
    return clvs.length < 2
      ? `${sample}. Once two or more bets have a closing-line value, this says about how many bets would.`
      : `${sample}, and at the closing-line value seen so far (an average of 0) no number of bets would.`;
  }
  const would = `at the spread of closing-line value seen so far, about ${needed.toLocaleString('en-US')} bets would`;
  if (needed > clvs.length) return `${sample}: ${would}.`;
  return (
    `${sample} by their record; ${would}, and the ${clvs.length} with a closing-line value already do: ` +
    'its 95% interval leaves out 0.'
  );
}
