import { Fragment, memo, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLayOutInFrames } from '../../lib/useLayOutInFrames';
import { stepEnds } from '../../lib/useRenderInSteps';
import { HitRateBars } from './HitRateBars';
import { PropLinesTable } from './PropLinesTable';
import { PropResearchLine } from './PropResearchLine';
import { cell, LAID_OUT_LATER, propsRowStyles } from './propsCells';
import { rowResearch, type ResearchedPropRow } from './propResearchSelectors';
import { propsRowToggled, selectExpandedProps } from './propsSlice';

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow-x: auto;
  /* The frame's width (100cqi) bounds the research under the rows: see --line-width. */
  container-type: inline-size;
`;

/*
 * Fixed layout: the columns' widths are the header's, never the rows' contents, so rows drawn after
 * the first ones (or their hit rates) do not move the columns of those already on screen.
 */
const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  font-size: 0.875rem;

  ${({ theme }) => theme.media.sm} {
    font-size: 1rem;
  }

  ${propsRowStyles}

  /*
   * A group of rows whose turn has not come (RowGroup): the rows it drew before, off the page and out
   * of the accessibility tree. Not laid out either: the table's layout takes in every row it shows,
   * and a new order's first rows would wait for all of them.
   */
  tbody.waiting {
    display: none;
  }
`;

const Caption = styled.caption`
  padding: ${({ theme }) => theme.space(3)};
  text-align: left;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const HeadCell = styled.th`
  ${cell}
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 700;
  white-space: nowrap;

  &:first-child {
    width: 3rem;
    text-align: center;
  }

  &:nth-child(2) {
    width: 40%;
  }

  &:nth-child(3) {
    width: 22%;
  }

  ${({ theme }) => theme.media.sm} {
    &:first-child {
      width: 4rem;
    }
  }
`;

interface PropsRowProps {
  row: ResearchedPropRow;
  detailId: string;
  expanded: boolean;
  firstScreen: boolean;
}

/** A player's rows; drawn again only when the row changes or opens. */
const PropsRow = memo(function PropsRow({ row, detailId, expanded, firstScreen }: PropsRowProps) {
  const dispatch = useAppDispatch();
  const research = rowResearch(row);
  return (
    <Fragment>
      <tr className="player">
        <td>
          <button
            className="toggle"
            type="button"
            aria-label={`Show odds for ${row.player}`}
            aria-expanded={expanded}
            aria-controls={expanded ? detailId : undefined}
            onClick={() => dispatch(propsRowToggled(row.id))}
          >
            <span aria-hidden="true">▸</span>
          </button>
        </td>
        <th scope="row" id={`${detailId}-player`}>
          {row.player}
        </th>
        <td>{row.team}</td>
        <td>{row.opponent}</td>
      </tr>
      {research && (
        <tr>
          <td className="research" colSpan={4} headers={`${detailId}-player`}>
            <PropResearchLine
              research={research}
              eager={firstScreen}
              {...(row.defense ? { defense: row.defense } : {})}
            />
          </td>
        </tr>
      )}
      {expanded && (
        <tr id={detailId}>
          <td className="detail" colSpan={4}>
            <PropLinesTable player={row.player} lines={row.lines} />
            {research && <HitRateBars research={research} />}
          </td>
        </tr>
      )}
    </Fragment>
  );
});

/**
 * More players than a screen shows (a player and his research line take 110–130 px on a desktop, more
 * on a phone): drawn at once when the list changes, their lines laid out whole.
 */
export const FIRST_ROWS = 12;

const NO_ROWS: ResearchedPropRow[] = [];

interface RowGroupProps {
  rows: ResearchedPropRow[];
  /** The group's rows: rows[from] up to rows[to]. */
  from: number;
  to: number;
  /** Its turn has not come yet: the rows drawn in steps have not reached it. */
  waiting: boolean;
  expanded: ReadonlySet<string>;
  baseId: string;
}

/**
 * One step's rows (useRenderInSteps) as a row group. While it waits for its turn it keeps the rows it
 * drew before, off the page (display: none); when its turn comes it draws the new ones in their place. A new order's
 * first rows so come without first taking every other row off
 * the page (most of a re-sort's time), and each row is updated where it is, not built again. Rows
 * are keyed by place for that: a row's state (open or not) is its player's, from the store.
 */
const RowGroup = memo(function RowGroup({ rows, from, to, waiting, expanded, baseId }: RowGroupProps) {
  const [drawn, setDrawn] = useState(waiting ? NO_ROWS : rows);
  if (!waiting && drawn !== rows) setDrawn(rows);
  return (
    <tbody className={waiting ? 'waiting' : undefined}>
      {(waiting ? drawn : rows).slice(from, to).map((row, offset) => (
        <PropsRow
          key={from + offset}
          row={row}
          detailId={`${baseId}-${encodeURIComponent(row.id)}`}
          expanded={expanded.has(row.id)}
          firstScreen={from + offset < FIRST_ROWS}
        />
      ))}
    </tbody>
  );
});

interface PropsTableProps {
  rows: ResearchedPropRow[];
  /**
   * How many of the rows are drawn yet (the rest follow, in the steps of useRenderInSteps from FIRST_ROWS); all of them
   * when absent.
   */
  shown?: number;
  /**
   * Rows are on their way (not all drawn yet, or another order, search or hit rates): the table says so until they are
   * in.
   */
  busy?: boolean;
  /** Players before the search. */
  total: number;
  /** How the rows are ordered when not as listed ('by last-10 hit rate, high to low'), for the caption. */
  order?: string;
}

/** One row per player; each row expands on its own to its lines. */
export function PropsTable({ rows, shown = rows.length, busy = false, total, order }: PropsTableProps) {
  const baseId = useId();
  // Read here, not from the deferred rows: a toggle shows at once while a new order follows.
  const expandedKeys = useAppSelector(selectExpandedProps);
  const expanded = useMemo(() => new Set(expandedKeys), [expandedKeys]);
  const ends = stepEnds(rows.length, FIRST_ROWS);
  const frameRef = useRef<HTMLDivElement>(null);
  useLayOutInFrames(frameRef, LAID_OUT_LATER, !busy && rows.length > 0, rows);
  return (
    <Frame ref={frameRef}>
      <Table aria-busy={busy}>
        <Caption>
          {rows.length === total ? `${total} players` : `${rows.length} of ${total} players`}
          {order && `, ${order}`}
        </Caption>
        <thead>
          <tr>
            <HeadCell scope="col">Odds</HeadCell>
            <HeadCell scope="col">Player Name</HeadCell>
            <HeadCell scope="col">Team</HeadCell>
            <HeadCell scope="col">Opponent</HeadCell>
          </tr>
        </thead>
        {ends.map((to, step) => {
          const from = step === 0 ? 0 : (ends[step - 1] ?? 0);
          return (
            <RowGroup
              key={step}
              rows={rows}
              from={from}
              to={to}
              waiting={from >= shown}
              expanded={expanded}
              baseId={baseId}
            />
          );
        })}
      </Table>
    </Frame>
  );
}
