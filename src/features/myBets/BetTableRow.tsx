import { memo, type ReactNode } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { outboxDiscarded, outboxRetryRequested } from './betOutboxSlice';
import type { BetRow, Unsaved } from './betRows';
import { Aside, Legs, Line, RowActions, SmallButton, Tag } from './betsTableStyles';
import {
  bookLabel,
  placedParts,
  placedText,
  priceText,
  signedPercent,
  signedUnits,
  STATUS_LABELS,
  unitsText,
} from './betText';
import { UNSAVED_VERSION } from './pendingBet';

/** No figure (yet): an open bet's profit, a bet without a close. */
const NONE = '—';

const signClass = (value: number | null) => (value === null || value === 0 ? undefined : value > 0 ? 'up' : 'down');

/** A single's game on two lines (matchup, week); a bet of several legs' games one a line, lined up with its legs. */
function GameCell({ row }: { row: BetRow }) {
  const [only] = row.legs;
  if (row.legs.length === 1 && only)
    return (
      <>
        {only.matchup} <Line $muted>{only.gameWeek}</Line>
      </>
    );
  return (
    <Legs>
      {row.legs.map((leg, index) => (
        <li key={index}>{leg.game}</li>
      ))}
    </Legs>
  );
}

function CloseCell({ row }: { row: BetRow }) {
  const [only] = row.legs;
  if (row.legs.length === 1 && only)
    return (
      <>
        {only.close ? (
          <>
            {only.close.source} <Line>{only.close.line}</Line>
          </>
        ) : (
          NONE
        )}
        {only.keyNumbers && <Aside>{only.keyNumbers}</Aside>}
      </>
    );
  return (
    <Legs>
      {row.legs.map(({ leg, close, keyNumbers }, index) => (
        <li key={index}>
          {close ? `${close.source} ${close.line}` : NONE}
          {close && leg.close && leg.close.clv !== null && ` · CLV ${signedPercent(leg.close.clv)}`}
          {keyNumbers && <Aside>{keyNumbers}</Aside>}
        </li>
      ))}
    </Legs>
  );
}

function BetCell({ row }: { row: BetRow }) {
  const { bet } = row;
  return (
    <th scope="row">
      <span className="title">{row.title}</span>
      {row.legs.length > 1 && (
        <Legs>
          {row.legs.map((leg, index) => (
            <li key={index}>
              {leg.text} {leg.price}
            </li>
          ))}
        </Legs>
      )}
      {/* Notes as typed, as text: React escapes them. */}
      {bet.notes && <Aside>{bet.notes}</Aside>}
    </th>
  );
}

/** The cells every row has, in the table's column order, from Placed to CLV. */
function Figures({ row, status }: { row: BetRow; status: ReactNode }) {
  const { bet } = row;
  const placed = placedParts(bet.placed_at);
  return (
    <>
      <td>
        <time dateTime={bet.placed_at}>
          {placed.day} <Line $muted>{placed.time}</Line>
        </time>
      </td>
      <td>
        <GameCell row={row} />
      </td>
      <BetCell row={row} />
      <td>{bookLabel(bet.book)}</td>
      <td className="num">{priceText(bet.price)}</td>
      <td className="num">{unitsText(bet.stake)}</td>
      <td className="status">{status}</td>
      <td className={`num ${signClass(bet.profit) ?? ''}`}>{bet.profit === null ? NONE : signedUnits(bet.profit)}</td>
      <td>
        <CloseCell row={row} />
      </td>
      <td className={`num ${signClass(bet.clv) ?? ''}`}>{bet.clv === null ? NONE : signedPercent(bet.clv)}</td>
    </>
  );
}

interface SavedRowProps {
  row: BetRow;
  onEdit: (row: BetRow) => void;
  onDelete: (row: BetRow) => void;
}

/** A stored bet, with Edit and Delete (not while its first save is still being confirmed). */
export const SavedBetRow = memo(function SavedBetRow({ row, onEdit, onDelete }: SavedRowProps) {
  const { bet } = row;
  const saving = bet.version === UNSAVED_VERSION;
  const which = <span className="visually-hidden"> {`${row.title}, placed ${placedText(bet.placed_at)}`}</span>;
  return (
    <tr>
      <Figures row={row} status={<span className={bet.status}>{STATUS_LABELS[bet.status]}</span>} />
      <td>
        {saving ? (
          <Aside>Saving…</Aside>
        ) : (
          <RowActions>
            <SmallButton type="button" $variant="secondary" onClick={() => onEdit(row)}>
              Edit{which}
            </SmallButton>
            <SmallButton type="button" $variant="secondary" onClick={() => onDelete(row)}>
              Delete{which}
            </SmallButton>
          </RowActions>
        )}
      </td>
    </tr>
  );
});

function UnsavedStatus({ unsaved }: { unsaved: Unsaved }) {
  if (unsaved.state === 'refused')
    return (
      <>
        <Tag>Not saved: refused</Tag>
        {unsaved.message && <Aside>{unsaved.message}</Aside>}
        {unsaved.fields.map((problem) => (
          <Aside key={`${problem.field}:${problem.reason}`}>
            {problem.field}: {problem.reason}
          </Aside>
        ))}
      </>
    );
  return (
    <>
      <Tag>{unsaved.state === 'sending' ? 'Not saved yet: sending…' : 'Not saved yet'}</Tag>
      {unsaved.message && <Aside>Last try: {unsaved.message}</Aside>}
    </>
  );
}

/** A bet in the outbox: what the last attempt said, and Try again now, or the refusal and Discard. */
export function UnsavedBetRow({ row, unsaved }: { row: BetRow; unsaved: Unsaved }) {
  const dispatch = useAppDispatch();
  const which = <span className="visually-hidden"> {row.title}</span>;
  return (
    <tr className="unsaved">
      <Figures row={row} status={<UnsavedStatus unsaved={unsaved} />} />
      <td>
        {unsaved.state === 'refused' ? (
          <SmallButton type="button" $variant="secondary" onClick={() => dispatch(outboxDiscarded({ id: row.id }))}>
            Discard{which}
          </SmallButton>
        ) : (
          <SmallButton
            type="button"
            $variant="secondary"
            disabled={unsaved.state === 'sending'}
            onClick={() => dispatch(outboxRetryRequested())}
          >
            Try again now{which}
          </SmallButton>
        )}
      </td>
    </tr>
  );
}
