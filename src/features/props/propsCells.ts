import { css } from 'styled-components';
import { wrappingList } from '../../components/wrappingList';
import { LAID_OUT } from '../../lib/useLayOutInFrames';
import { TIER_COLORS } from '../gameLogs/defenseSelectors';

/*
 * The props table's cells, row toggle and research lines, styled from the table (PropsTable): a
 * row's elements are plain, with class names. A styled element works out its styles each time it is
 * drawn, and a new order or search draws hundreds of rows.
 */

/** A cell of the props table: its padding, a little roomier from sm up. */
export const cell = css`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(1.5)};
  text-align: left;
  vertical-align: middle;
  overflow-wrap: break-word;

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space(2)};
  }
`;

/** A player's row: the toggle, his name (the row's header), team and opponent. */
const playerRow = css`
  tr.player > * {
    ${cell}
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  tr.player > td:first-child {
    text-align: center;
  }

  tr.player > th {
    font-weight: 600;
  }
`;

/*
 * --line-width: the width the research under a row may take, the frame's less the cell's padding. On
 * a phone the spec's columns can be wider than the frame (it scrolls sideways); the research stays in view.
 */
const cells = css`
  td.detail {
    padding: 0 ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
    --line-width: calc(100cqi - ${({ theme }) => theme.space(4)});

    ${({ theme }) => theme.media.sm} {
      padding-left: 4rem;
      --line-width: calc(100cqi - 4rem - ${({ theme }) => theme.space(2)});
    }
  }

  /* Under a player's row, as part of it: his matchup and hit rates, in line with his name. */
  td.research {
    padding: 0 ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)}
      calc(3rem + ${({ theme }) => theme.space(1.5)});
    --line-width: calc(100cqi - 3rem - ${({ theme }) => theme.space(3)});

    ${({ theme }) => theme.media.sm} {
      padding: 0 ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)}
        calc(4rem + ${({ theme }) => theme.space(2)});
      --line-width: calc(100cqi - 4rem - ${({ theme }) => theme.space(4)});
    }
  }
`;

const toggle = css`
  button.toggle {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.accent};
    cursor: pointer;
  }

  button.toggle[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }

  button.toggle span {
    display: inline-block;
    transition: transform 120ms ease-out;
  }

  button.toggle[aria-expanded='true'] span {
    transform: rotate(90deg);
  }
`;

/** The research lines laid out one a frame once the table is in (useLayOutInFrames): all but the first screen's. */
export const LAID_OUT_LATER = '.research-line:not([data-eager])';

/*
 * A research line (PropResearchLine). Off-screen lines skip layout (content-visibility): laying out
 * every line took most of a re-sort's time. The first screen's lines are laid out at once (eager): a
 * skipped line takes its estimated height until the browser finds it on screen, and the rows below
 * would move. Chromium leaves a skipped line out of the accessibility tree, so once every row is in,
 * the others are laid out one a frame (LAID_OUT). Its width is what the frame shows of its cell
 * (--line-width).
 */
const researchLine = css`
  .research-line {
    width: var(--line-width, 100%);
    content-visibility: auto;
    contain-intrinsic-size: auto 3rem;
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  .research-line[data-eager],
  .research-line[${LAID_OUT}] {
    content-visibility: visible;
  }

  .research-line ul {
    ${wrappingList}
    font-variant-numeric: tabular-nums;
  }

  .research-line li strong {
    color: ${({ theme }) => theme.colors.text};
  }

  .research-line .this-game {
    display: block;
  }

  .matchup {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }

  .matchup strong {
    padding: 0 ${({ theme }) => theme.space(1.5)};
    border: 1px solid currentColor;
    border-radius: 999px;
    font-weight: 700;
  }

  ${({ theme }) => Object.entries(TIER_COLORS).map(([tier, color]) => `.matchup.${tier} strong { color: ${theme.colors[color]}; }`)}
`;

/** Everything a props row draws, for the table's styles. */
export const propsRowStyles = css`
  ${playerRow}
  ${cells}
  ${toggle}
  ${researchLine}
`;
