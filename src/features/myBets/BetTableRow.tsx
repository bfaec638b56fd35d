import { memo, type ReactNode } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { outboxDiscarded, outboxRetryRequested } from './betOutboxSlice';
import type { BetRow, LegRow, Unsaved } from './betRows';
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
        {only.matchup} <span className="line muted">{only.gameWeek}</span>
      </>
    );
  return (
    <ul className="legs">
      {row.legs.map((leg, index) => (
        <li key={index}>{leg.game}</li>
      ))}
    </ul>
  );
}

/** A leg's close: where it came from, then the line on a line of its own. */
function CloseText({ close }: { close: LegRow['close'] }) {
  if (!close) return NONE;
  return (
    <>
      {close.source} <span className="line">{close.line}</span>
    </>
  );
}

function CloseCell({ row }: { row: BetRow }) {
  const [only] = row.legs;
  if (row.legs.length === 1 && only)
    return (
      <>
        <CloseText close={only.close} />
        {only.keyNumbers && <span className="aside">{only.keyNumbers}</span>}
      </>
    );
  return (
    <ul className="legs">
      {row.legs.map(({ leg, close, keyNumbers }, index) => (
        <li key={index}>
          <CloseText close={close} />
          {close && leg.close && leg.close.clv !== null && (
            <>
              {' '}
              <span className="line">CLV {signedPercent(leg.close.clv)}</span>
            </>
          )}
          {keyNumbers && <span className="aside">{keyNumbers}</span>}
        </li>
      ))}
    </ul>
  );
}

function BetCell({ row }: { row: BetRow }) {
  const { bet } = row;
  return (
    <th scope="row">
      <span className="title">{row.title}</span>
      {row.legs.length > 1 && (
        <ul className="legs">
          {row.legs.map((leg, index) => (
            <li key={index}>
              {leg.text} {leg.price}
            </li>
          ))}
        </ul>
      )}
      {/* Notes as typed, as text: React escapes them. */}
      {bet.notes && <span className="aside">{bet.notes}</span>}
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
          {placed.day} <span className="line muted">{placed.time}</span>
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
          <span className="aside">Saving…</span>
        ) : (
          <div className="row-actions">
            <button type="button" className="small" onClick={() => onEdit(row)}>
              Edit{which}
            </button>
            <button type="button" className="small" onClick={() => onDelete(row)}>
              Delete{which}
            </button>
          </div>
        )}
      </td>
    </tr>
  );
});

function UnsavedStatus({ unsaved }: { unsaved: Unsaved }) {
  if (unsaved.state === 'refused')
    return (
      <>
        <strong className="tag">Not saved: refused</strong>
        {unsaved.message && <span className="aside">{unsaved.message}</span>}
        {unsaved.fields.map((problem) => (
          <span className="aside" key={`${problem.field}:${problem.reason}`}>
            {problem.field}: {problem.reason}
          </span>
        ))}
      </>
    );
  return (
    <>
      <strong className="tag">{unsaved.state === 'sending' ? 'Not saved yet: sending…' : 'Not saved yet'}</strong>
      {unsaved.message && <span className="aside">Last try: {unsaved.message}</span>}
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
          <button type="button" className="small" onClick={() => dispatch(outboxDiscarded({ id: row.id }))}>
            Discard{which}
          </button>
        ) : (
          <button
            type="button"
            className="small"
            disabled={unsaved.state === 'sending'}
            onClick={() => dispatch(outboxRetryRequested())}
          >
            Try again now{which}
          </button>
        )}
      </td>
    </tr>
  );
}
