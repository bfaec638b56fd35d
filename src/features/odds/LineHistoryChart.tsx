import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { lineAxis, linearScale, valueAxis } from '../../lib/chart/scale';
import { timeAxis } from '../../lib/chart/timeAxis';
import { selectFirstLineWord } from '../sources/sourcesSelectors';
import type { HistoryMarket, MarketHistory } from './lineHistory';
import { historyAxisLabel, historySummary, historyTick, MIN_STEP } from './lineHistoryLabels';
import { BOOK_STYLES, Marker, bookColors } from './LineHistoryLegend';

/* Drawn at 320 × 200 and scaled to the figure's width, which the dialog keeps near 320 px (a phone's dialog is that wide). */
const WIDTH = 320;
const HEIGHT = 200;
const LEFT = 46;
const RIGHT = WIDTH - 14;
const TOP = 28;
const BOTTOM = HEIGHT - 42;
/** Room inside the axes, so the lines and markers at the edges of the data stay clear of the frame and its labels. */
const INSET = 10;

const Figure = styled.figure`
  margin: 0;
  min-width: 0;

  svg {
    display: block;
    width: 100%;
    max-width: 480px;
    height: auto;
    font-size: 11px;
    font-variant-numeric: tabular-nums;
  }

  text {
    fill: ${({ theme }) => theme.colors.text};
  }

  .muted {
    fill: ${({ theme }) => theme.colors.textMuted};
  }

  .axis {
    stroke: ${({ theme }) => theme.colors.textMuted};
  }

  .grid {
    stroke: ${({ theme }) => theme.colors.border};
  }

  .line-0,
  .line-1,
  .line-2 {
    fill: none;
    stroke-linecap: round;
    stroke-linejoin: round;
  }

  ${bookColors}
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
}

/** One market's lines over time, one per book, with labelled axes and the opening and closing points marked. */
export function LineHistoryChart({ history, home }: LineHistoryChartProps) {
  const opened = useAppSelector(selectFirstLineWord);
  const market: HistoryMarket = history.market;
  const first = history.rows[0]?.time ?? 0;
  const last = history.rows[history.rows.length - 1]?.time ?? first;
  const offsetMs = -new Date(first).getTimezoneOffset() * 60_000;
  const times = timeAxis(first, last, offsetMs);
  const x = linearScale([times.min, times.max], [LEFT + INSET, RIGHT - INSET]);
  const lines = valueAxis(
    history.series.flatMap((book) => book.points.map((point) => point.value)),
    lineAxis(MIN_STEP[market]),
  );
  const y = linearScale([lines.min, lines.max], [BOTTOM - INSET, TOP]);
  const tickLabel = (tick: number) => (times.unit === 'day' ? dayFormat : hourFormat).format(tick);
  const span = `from ${dayFormat.format(first)} to ${dayFormat.format(last)}`;

  return (
    <Figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={historySummary(market, home, history.series, span, opened)}>
        <text x={0} y={12} fontWeight={600}>
          {historyAxisLabel(market, home)}
        </text>
        {lines.ticks.map((tick) => (
          <g key={tick}>
            <line className="grid" x1={LEFT} x2={RIGHT} y1={y(tick)} y2={y(tick)} />
            <text className="muted" x={LEFT - 6} y={y(tick) + 4} textAnchor="end">
              {historyTick(market, tick)}
            </text>
          </g>
        ))}
        <line className="axis" x1={LEFT} x2={RIGHT} y1={BOTTOM} y2={BOTTOM} />
        <line className="axis" x1={LEFT} x2={LEFT} y1={TOP - 4} y2={BOTTOM} />
        {times.ticks.map((tick) => (
          <g key={tick}>
            <line className="axis" x1={x(tick)} x2={x(tick)} y1={BOTTOM} y2={BOTTOM + 4} />
            <text className="muted" x={x(tick)} y={BOTTOM + 16} textAnchor="middle">
              {tickLabel(tick)}
            </text>
          </g>
        ))}
        <text x={(LEFT + RIGHT) / 2} y={HEIGHT - 6} textAnchor="middle" fontWeight={600}>
          Time (your time zone)
        </text>
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
              <Marker key={`${book}-${point.time}`} book={index} x={x(point.time)} y={y(point.value)} closing={point.closing} />
            )),
        )}
      </svg>
    </Figure>
  );
}
