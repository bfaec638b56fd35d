import styled from 'styled-components';
import type { PropDisplayRow } from './propRows';

const Table = styled.table`
  width: 100%;
  max-width: 560px;
  border-collapse: collapse;
  font-size: 0.9375rem;
`;

const Head = styled.th<{ $numeric?: boolean }>`
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  font-weight: 700;
  text-align: ${({ $numeric }) => ($numeric ? 'right' : 'left')};
`;

const Cell = styled.td<{ $numeric?: boolean }>`
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
  text-align: ${({ $numeric }) => ($numeric ? 'right' : 'left')};
  font-variant-numeric: tabular-nums;
  white-space: ${({ $numeric }) => ($numeric ? 'nowrap' : 'normal')};
`;

const Selection = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
`;

const None = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface PropLinesTableProps {
  player: string;
  lines: PropDisplayRow[];
}

/** An expanded row: the player's lines (those without a line are already left out). */
export function PropLinesTable({ player, lines }: PropLinesTableProps) {
  if (lines.length === 0) return <None>No lines with a value for {player}.</None>;
  return (
    <Table>
      <caption className="visually-hidden">Odds for {player}</caption>
      <thead>
        <tr>
          <Head scope="col">Market</Head>
          <Head scope="col" $numeric>
            Line
          </Head>
          <Head scope="col" $numeric>
            Price
          </Head>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index}>
            <Cell>
              {line.market}
              <Selection>
                <span className="visually-hidden">Selection: </span>
                {line.selection}
              </Selection>
            </Cell>
            <Cell $numeric>{line.line}</Cell>
            <Cell $numeric>{line.price}</Cell>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
