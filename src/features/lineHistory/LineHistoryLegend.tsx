import styled, { css } from 'styled-components';
import { wrappingList } from '../../components/wrappingList';
import { Marker, type SeriesStyle } from '../../lib/chart/markers';
import { useAppSelector } from '../../app/hooks';
import { SHOWN_BOOKMAKERS } from '../../config/constants';
import { selectFirstLineWord } from '../sources/sourcesSelectors';

/**
 * Each book's line, told apart by more than colour: FanDuel a wide solid line with circles,
 * DraftKings dashed with squares, BetMGM a thin dotted line with triangles, drawn in that order so
 * that lines on the same value still show one another.
 */
export const BOOK_STYLES = [
  { color: 'chartLine1', width: 5, dash: undefined, shape: 'circle', size: 7.5 },
  { color: 'chartLine2', width: 2.5, dash: '7 4', shape: 'square', size: 4.5 },
  { color: 'chartLine3', width: 2.5, dash: '0.5 4.5', shape: 'triangle', size: 3.5 },
] as const satisfies readonly SeriesStyle[];

/** Colours in CSS, not attributes: the theme's colours are custom properties, which stroke="…" cannot read. */
export const bookColors = css`
  ${({ theme }) =>
    BOOK_STYLES.map(
      ({ color }, index) => `
        .line-${index} { stroke: ${theme.colors[color]}; }
        .marker-${index} { stroke: ${theme.colors[color]}; fill: ${theme.colors.surface}; }
        .marker-${index}.closing { fill: ${theme.colors[color]}; }`,
    ).join('\n')}
`;

/** The user's own bets: a diamond, larger than the books' markers, in a colour none of them has. */
export const BET_MARK = { shape: 'diamond', size: 6 } as const;

export const betMarkColors = css`
  .bet-mark {
    fill: ${({ theme }) => theme.colors.positive};
    stroke: ${({ theme }) => theme.colors.surface};
  }
`;

/** A bet's diamond, drawn alone (the legend's, the list of bets'). */
export const BetMarkSample = () => (
  <svg width={18} height={18} aria-hidden="true">
    <Marker className="bet-mark" shape={BET_MARK.shape} size={BET_MARK.size} x={9} y={9} strokeWidth={1.5} />
  </svg>
);

interface BookMarkerProps {
  book: number;
  x: number;
  y: number;
  closing: boolean;
}

/**
 * A book's marker: hollow at the opening line, filled at the closing line. Sized to nest (a circle
 * around a square around a triangle), so books at the same point still show all three.
 */
export function BookMarker({ book, x, y, closing }: BookMarkerProps) {
  const { shape, size } = BOOK_STYLES[book] ?? BOOK_STYLES[0];
  return (
    <Marker
      className={`marker-${book}${closing ? ' closing' : ''}`}
      shape={shape}
      size={size}
      x={x}
      y={y}
      strokeWidth={1.5}
    />
  );
}

const List = styled.ul`
  ${wrappingList}
  font-size: 0.8125rem;

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }

  svg {
    flex: none;
  }

  ${bookColors}

  ${betMarkColors}
`;

const Sample = ({ book }: { book: number }) => {
  const style = BOOK_STYLES[book];
  return (
    <svg width={44} height={18} aria-hidden="true">
      <line
        className={`line-${book}`}
        x1={3}
        x2={41}
        y1={9}
        y2={9}
        strokeWidth={style?.width}
        strokeDasharray={style?.dash}
        strokeLinecap="round"
      />
      <BookMarker book={book} x={22} y={9} closing />
    </svg>
  );
};

/** Which line is which book, what the hollow and filled markers mean, and the diamond of the user's bets if any. */
export function LineHistoryLegend({ closed, bets = false }: { closed: boolean; bets?: boolean }) {
  const first = useAppSelector(selectFirstLineWord) === 'opened' ? 'opening line' : 'first line seen';
  return (
    <List aria-label="Legend">
      {SHOWN_BOOKMAKERS.map((book, index) => (
        <li key={book}>
          <Sample book={index} />
          {book}
        </li>
      ))}
      <li>
        <svg width={32} height={18} aria-hidden="true">
          <BookMarker book={1} x={8} y={9} closing={false} />
          <BookMarker book={1} x={24} y={9} closing />
        </svg>
        {closed ? `hollow: ${first}, filled: closing line` : `hollow: ${first}`}
      </li>
      {bets && (
        <li>
          <BetMarkSample />
          your bet
        </li>
      )}
    </List>
  );
}
