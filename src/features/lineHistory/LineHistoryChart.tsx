import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { ChartFigure } from '../../lib/chart/ChartFigure';
import { ChartFrame, MARKED_LOOK } from '../../lib/chart/ChartFrame';
import { lineAxis, linearScale, valueAxis } from '../../lib/chart/scale';
import { timeAxis } from '../../lib/chart/timeAxis';
import { selectFirstLineWord } from '../sources/sourcesSelectors';
import { Marker } from '../../lib/chart/markers';
import type { PlacedMark } from './betMarks';
import type { HistoryMarket, MarketHistory } from './lineHistory';
import { historyAxisLabel, historySummary, historyTick, MIN_STEP } from './lineHistoryLabels';
import { BET_MARK, BOOK_STYLES, BookMarker, betMarkColors, bookColors } from './LineHistoryLegend';

/*
 * Drawn at 320 × 200 and scaled to the figure's width, which the dialog keeps near 320 px (a phone's dialog is
 * that wide).
 */
const WIDTH = 320;
const HEIGHT = 200;
const PLOT = { left: 46, right: WIDTH - 14, top: 28, bottom: HEIGHT - 42 };
/** Room inside the axes, so the lines and markers at the edges of the data stay clear of the frame and its labels. */
const INSET = 10;

const Figure = styled(ChartFigure)`
  svg {
    width: 100%;
    max-width: 480px;
    height: auto;
    font-size: 11px;
  }

  .line-0,
  .line-1,
  .line-2 {
    fill: none;
    stroke-linecap: round;
    stroke-linejoin: round;
  }

  ${bookColors}

  ${betMarkColors}
`;

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const hourFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric' });

/** A step line: each value holds until the next snapshot (lines move in jumps). */
function stepPath(points: readonly { x: number; y: number }[]): string {
  return points.map((point, index) => (index === 0 ? `M${point.x} ${point.y}` : `H${point.x}V${point.y}`)).join('');
}

interface LineHistoryChartProps {
  history: MarketHistory;
  home: string;
  /** The signed-in user's bets on this market, where and when each was placed. */
  marks?: readonly PlacedMark[];
}

const noMarks: readonly PlacedMark[] = [];

/**
 * One market's lines over time, one per book, with labelled axes and the opening and closing points marked; the
 * user's bets on it as diamonds where each was placed (its time, its number or price), named in the summary too.
 */
export function LineHistoryChart({ history, home, marks = noMarks }: LineHistoryChartProps) {
  const opened = useAppSelector(selectFirstLineWord);
  const market: HistoryMarket = history.market;
  const markTimes = marks.map((mark) => mark.time);
  const first = Math.min(history.rows[0]?.time ?? Infinity, ...markTimes);
  const last = Math.max(history.rows[history.rows.length - 1]?.time ?? first, ...markTimes);
  const offsetMs = -new Date(first).getTimezoneOffset() * 60_000;
  const times = timeAxis(first, last, offsetMs);
  const x = linearScale([times.min, times.max], [PLOT.left + INSET, PLOT.right - INSET]);
  const lines = valueAxis(
    [...history.series.flatMap((book) => book.points.map((point) => point.value)), ...marks.map((mark) => mark.value)],
    lineAxis(MIN_STEP[market]),
  );
  const y = linearScale([lines.min, lines.max], [PLOT.bottom - INSET, PLOT.top]);
  const span = `from ${dayFormat.format(first)} to ${dayFormat.format(last)}`;

  return (
    <Figure>
      <ChartFrame
        summary={`${historySummary(market, home, history.series, span, opened)}${marks.map((mark) => ` ${mark.label}.`).join('')}`}
        width={WIDTH}
        height={HEIGHT}
        fluid
        plot={PLOT}
        values={{
          ticks: lines.ticks,
          at: y,
          label: (tick) => historyTick(market, tick),
          title: historyAxisLabel(market, home),
        }}
        base={{
          ticks: times.ticks,
          at: x,
          label: (tick) => (times.unit === 'day' ? dayFormat : hourFormat).format(tick),
          title: 'Time (your time zone)',
        }}
        look={MARKED_LOOK}
      >
        {history.series.map(({ book, points }, index) => (
          <path
            key={book}
            className={`line-${index}`}
            d={stepPath(points.map((point) => ({ x: x(point.time), y: y(point.value) })))}
            strokeWidth={BOOK_STYLES[index]?.width}
            strokeDasharray={BOOK_STYLES[index]?.dash}
          />
        ))}
        {history.series.map(({ book, points }, index) =>
          points
            .filter((point) => point.opening || point.closing)
            .map((point) => (
              <BookMarker
                key={`${book}-${point.time}`}
                book={index}
                x={x(point.time)}
                y={y(point.value)}
                closing={point.closing}
              />
            )),
        )}
        {marks.map((mark) => (
          <g key={mark.key}>
            <title>{mark.label}</title>
            <Marker
              className="bet-mark"
              shape={BET_MARK.shape}
              size={BET_MARK.size}
              x={x(mark.time)}
              y={y(mark.value)}
              strokeWidth={1.5}
            />
          </g>
        ))}
      </ChartFrame>
    </Figure>
  );
}
