import styled from 'styled-components';
import type { WeatherNote } from './stadiumRules';

const Note = styled.p<{ $flag: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $flag }) => ($flag ? theme.colors.focus : theme.colors.accent)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;

  svg {
    flex: none;
  }
`;

/** A roof (a dome over the ground line) or gusts (three wind lines); the text says it all, the icon only marks it. */
function NoteIcon({ kind }: { kind: WeatherNote['kind'] }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {kind === 'wind' ? (
        <path d="M3 8h10a3 3 0 1 0-3-3M3 12h15a3 3 0 1 1-3 3M3 16h7" />
      ) : (
        <path d={kind === 'dome' ? 'M2 19h20M4 19a8 8 0 0 1 16 0' : 'M2 19h20M4 19a8 8 0 0 1 8-8M15 8.5l3-3'} />
      )}
    </svg>
  );
}

/** What the weather means for play at this stadium (issue #11): a roof note or the wind flag. */
export function WeatherImpactNote({ note }: { note: WeatherNote }) {
  return (
    <Note $flag={note.kind === 'wind'}>
      <NoteIcon kind={note.kind} />
      {note.text}
    </Note>
  );
}
