import { Fragment, memo, useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { HitRateBars } from './HitRateBars';
import { PropLinesTable } from './PropLinesTable';
import { PropResearchLine } from './PropResearchLine';
import { Cell, DetailCell, PlayerCell, ResearchCell, Toggle, cell } from './propsCells';
import type { ResearchedPropRow } from './propResearchSelectors';
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

/**
 * A player's rows; drawn again only when the row changes (a re-sort only moves it). Whether it is
 * open is read here, so a toggle shows at once while the table's rows follow in the background.
 */
const PropsRow = memo(function PropsRow({ row, detailId, firstScreen }: { row: ResearchedPropRow; detailId: string; firstScreen: boolean }) {
  const dispatch = useAppDispatch();
  const expanded = useAppSelector((state) => selectExpandedProps(state).includes(row.id));
  return (
    <Fragment>
      <tr>
        <Cell>
          <Toggle
            type="button"
            aria-label={`Show odds for ${row.player}`}
            aria-expanded={expanded}
            aria-controls={expanded ? detailId : undefined}
            onClick={() => dispatch(propsRowToggled(row.id))}
          >
            <span aria-hidden="true">▸</span>
          </Toggle>
        </Cell>
        <PlayerCell scope="row" id={`${detailId}-player`}>
          {row.player}
        </PlayerCell>
        <Cell>{row.team}</Cell>
        <Cell>{row.opponent}</Cell>
      </tr>
      {row.research && (
        <tr>
          <ResearchCell colSpan={4} headers={`${detailId}-player`}>
            <PropResearchLine research={row.research} eager={firstScreen} {...(row.defense ? { defense: row.defense } : {})} />
          </ResearchCell>
        </tr>
      )}
      {expanded && (
        <tr id={detailId}>
          <DetailCell colSpan={4}>
            <PropLinesTable player={row.player} lines={row.lines} />
            {row.research && <HitRateBars research={row.research} />}
          </DetailCell>
        </tr>
      )}
    </Fragment>
  );
});

/** A phone's first screens of players, or a desktop's: drawn at once when the list changes, and laid out whole. */
export const FIRST_ROWS = 25;

interface PropsTableProps {
  rows: ResearchedPropRow[];
  /** How many of the rows are drawn yet (the rest follow); all of them when absent. */
  shown?: number;
  /** Rows are on their way (not all drawn yet, or another order, search or hit rates): the table says so until they are in. */
  busy?: boolean;
  /** Players before the search. */
  total: number;
  /** How the rows are ordered when not as listed ('by last-10 hit rate, high to low'), for the caption. */
  order?: string;
}

/** One row per player; each row expands on its own to its lines. */
export function PropsTable({ rows, shown = rows.length, busy = false, total, order }: PropsTableProps) {
  const baseId = useId();
  return (
    <Frame>
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
        <tbody>
          {rows.slice(0, shown).map((row, index) => (
            <PropsRow key={row.id} row={row} detailId={`${baseId}-${encodeURIComponent(row.id)}`} firstScreen={index < FIRST_ROWS} />
          ))}
        </tbody>
      </Table>
    </Frame>
  );
}
