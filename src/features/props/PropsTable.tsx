import { Fragment, memo, useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { HitRateBars } from './HitRateBars';
import { PropLinesTable } from './PropLinesTable';
import { PropResearchLine } from './PropResearchLine';
import { Cell, DetailCell, PlayerCell, ResearchCell, Toggle, cell } from './propsCells';
import type { ResearchedPropRow } from './propResearchSelectors';
import { propsRowToggled } from './propsSlice';

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow-x: auto;
  /* The frame's width (100cqi) bounds the research under the rows: see --line-width. */
  container-type: inline-size;
`;

const Table = styled.table`
  width: 100%;
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

  ${({ theme }) => theme.media.sm} {
    &:first-child {
      width: 4rem;
    }
  }
`;

/** A player's rows; drawn again only when the row changes (a re-sort only moves it). */
const PropsRow = memo(function PropsRow({ row, detailId }: { row: ResearchedPropRow; detailId: string }) {
  const dispatch = useAppDispatch();
  return (
    <Fragment>
      <tr>
        <Cell>
          <Toggle
            type="button"
            aria-label={`Show odds for ${row.player}`}
            aria-expanded={row.expanded}
            aria-controls={row.expanded ? detailId : undefined}
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
            <PropResearchLine research={row.research} {...(row.defense ? { defense: row.defense } : {})} />
          </ResearchCell>
        </tr>
      )}
      {row.expanded && (
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

interface PropsTableProps {
  rows: ResearchedPropRow[];
  /** Players before the search. */
  total: number;
  /** How the rows are ordered when not as listed ('by last-10 hit rate, high to low'), for the caption. */
  order?: string;
}

/** One row per player; each row expands on its own to its lines. */
export function PropsTable({ rows, total, order }: PropsTableProps) {
  const baseId = useId();
  return (
    <Frame>
      <Table>
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
          {rows.map((row) => (
            <PropsRow key={row.id} row={row} detailId={`${baseId}-${encodeURIComponent(row.id)}`} />
          ))}
        </tbody>
      </Table>
    </Frame>
  );
}
