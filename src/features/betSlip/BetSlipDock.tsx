import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled, { createGlobalStyle, keyframes } from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { MAX_SLIP_LEGS } from '../../domain/bettorMath/parlay';
import { useElementSize } from '../../lib/useElementSize';
import { BetSlipPanel } from './BetSlipPanel';
import { selectSlipLegs } from './betSlipSlice';
import { legsText, selectSlipAnnouncement } from './betSlipSelectors';
import { useNarrowScreen } from './useNarrowScreen';

/** On a phone a bar across the foot of the screen that opens as a sheet; from sm up a panel at the bottom right. */
const Dock = styled.section<{ $open: boolean }>`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 41;
  display: flex;
  flex-direction: column;
  max-height: 85vh;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ $open }) => ($open ? '12px 12px 0 0' : '0')};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 -4px 16px rgba(16, 24, 40, 0.18);

  ${({ theme }) => theme.media.sm} {
    right: ${({ theme }) => theme.space(4)};
    bottom: ${({ theme }) => theme.space(4)};
    left: auto;
    width: min(400px, calc(100vw - ${({ theme }) => theme.space(8)}));
    max-height: min(60vh, 560px);
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    box-shadow: 0 8px 24px rgba(16, 24, 40, 0.22);
  }
`;

const Heading = styled.h2`
  flex: none;
  margin: 0;
  font-size: 1.0625rem;
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  min-height: 52px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border: 0;
  border-radius: inherit;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
    font-weight: 400;
  }
`;

const pop = keyframes`
  from { transform: scale(1.45); }
  to { transform: scale(1); }
`;

/** The number of legs; it pops as a leg comes or goes, so a press far from it still shows here. */
const CountBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 26px;
  height: 26px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 13px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
  animation: ${pop} 240ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Chevron = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  white-space: nowrap;
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  overscroll-behavior: contain;
  padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
`;

/** Behind the open sheet on a phone: a press there closes it. */
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: ${({ theme }) => theme.colors.backdrop};
`;

/**
 * Room at the foot of the page as tall as the part of the dock that stays on screen: the last cards and the footer
 * scroll clear of it.
 */
const DockRoom = createGlobalStyle<{ $height: number }>`
  body {
    padding-bottom: ${({ $height }) => $height}px;
  }
`;

/** The dock while the slip has legs: mounted with the first one, so it measures itself from the start. */
function DockedSlip({ count }: { count: number }) {
  const narrow = useNarrowScreen();
  // Open by default where there is room, closed on a phone; what the bettor chose holds until the slip empties.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? !narrow;
  const headingId = useId();
  const bodyId = useId();
  const dockRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dockHeight = useElementSize(dockRef, 'height', 0);
  const barHeight = useElementSize(toggleRef, 'height', 0);
  const close = () => {
    setChosen(false);
    toggleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // A dialog opened from the slip (Log bet) is in the dock's React tree but not in its DOM: its Escape is its own.
    if (event.key !== 'Escape' || !open || !dockRef.current?.contains(event.target as Node)) return;
    event.preventDefault();
    close();
  };
  return (
    <>
      <DockRoom $height={narrow ? barHeight : dockHeight + 16} />
      {narrow && open && <Backdrop aria-hidden="true" onClick={close} />}
      <Dock ref={dockRef} $open={open} aria-labelledby={headingId} onKeyDown={onKeyDown}>
        <Heading id={headingId}>
          <Toggle
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setChosen(!open)}
          >
            <CountBadge key={count} aria-hidden="true">
              {count}
            </CountBadge>
            <span>
              Bet slip <small>({`${legsText(count)} of ${MAX_SLIP_LEGS}`})</small>
            </span>
            <Chevron aria-hidden="true">{open ? 'Hide ▾' : 'Show ▴'}</Chevron>
          </Toggle>
        </Heading>
        <Body id={bodyId} hidden={!open}>
          <BetSlipPanel onLegRemoved={() => toggleRef.current?.focus()} />
        </Body>
      </Dock>
    </>
  );
}

/**
 * The bet slip, always in reach (issue #60): docked at the bottom right from sm up (open, collapsible), a bar at the
 * foot of a phone's screen with the number of legs that opens the slip as a sheet (Escape or the backdrop closes it);
 * nothing while it is empty. Its live region says what a press on a '+' or a remove button did, wherever the press was.
 */
export function BetSlipDock() {
  const count = useAppSelector(selectSlipLegs).length;
  const announcement = useAppSelector(selectSlipAnnouncement);
  return (
    <>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {count > 0 && <DockedSlip count={count} />}
    </>
  );
}
