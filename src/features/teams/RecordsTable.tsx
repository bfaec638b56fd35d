import styled from 'styled-components';
import { FigureTable } from '../../components/FigureTable';
import type { TeamRecords } from './atsRecords';
import { BREAK_EVEN_AT_110, coverRate, formatRate, MIN_SPLIT_GAMES, recordTexts, type CoverRate } from './recordRates';

const Table = styled(FigureTable)`
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(1)};
  }

  th[scope='row'],
  thead th:first-child {
    padding-left: 0;
  }

  td:last-child,
  th:last-child {
    padding-right: 0;
  }

  abbr {
    text-decoration: none;
  }
`;

/** The break-even under its column's name. */
const Reference = styled.span`
  display: block;
  font-weight: 400;
  white-space: nowrap;
`;

const Few = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
`;

const Versus = styled.span<{ $above: boolean }>`
  margin-left: ${({ theme }) => theme.space(1)};
  color: ${({ theme, $above }) => ($above ? theme.colors.positive : theme.colors.negative)};
`;

export const BREAK_EVEN_TEXT = formatRate(BREAK_EVEN_AT_110);

const SYMBOLS = { above: '▲', below: '▼', at: '=' } as const;

function CoverCell({ rate }: { rate: CoverRate }) {
  if (rate.kind === 'fewGames') return <Few>fewer than {MIN_SPLIT_GAMES} games</Few>;
  if (rate.kind === 'allPushes') return <Few>all pushes</Few>;
  return (
    <>
      {formatRate(rate.rate)}
      <Versus $above={rate.versus !== 'below'} aria-hidden="true">
        {SYMBOLS[rate.versus]}
      </Versus>
      <span className="visually-hidden">{` (${rate.versus} ${BREAK_EVEN_TEXT})`}</span>
    </>
  );
}

/** One row per split: the straight-up, against-the-spread and over/under records, and the cover rate against 52.4%. */
export function RecordsTable({ records, team }: { records: TeamRecords; team: string }) {
  return (
    <Table>
      <caption className="visually-hidden">{team}: records against the number</caption>
      <thead>
        <tr>
          <th scope="col">Split</th>
          <th scope="col">Record</th>
          <th scope="col">
            <abbr title="Against the spread">ATS</abbr>
          </th>
          <th scope="col">
            Cover <Reference>vs {BREAK_EVEN_TEXT}</Reference>
          </th>
          <th scope="col">
            <abbr title="Over/under">O/U</abbr>
          </th>
        </tr>
      </thead>
      <tbody>
        {records.splits.map(({ key, label, record }) => {
          const texts = recordTexts(record);
          return (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td>{texts.straightUp}</td>
              <td>{texts.ats}</td>
              <td>
                <CoverCell rate={coverRate(record.ats)} />
              </td>
              <td>{texts.ou}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
