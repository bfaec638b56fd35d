import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

/**
 * The panel hangs from a fixed distance below the top rather than being centred: content that arrives
 * while it is open (a table that loads, a section expanded) grows it downwards only, so nothing above
 * moves under the pointer. Centred, a press and its release could land on different elements and the
 * click be lost. 5vh above and below leave room for the panel's 90vh.
 */
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 5vh 0;
  background: ${({ theme }) => theme.colors.backdrop};
`;

/** Width 90% / 80% / 500px by screen size (CONTRACT §2), at most 90vh tall. */
const Panel = styled.div<{ $wide: boolean }>`
  position: relative;
  width: 90%;
  max-height: 90vh;
  overflow: auto;
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 24px 48px rgba(16, 24, 40, 0.28);

  ${({ theme }) => theme.media.sm} {
    width: 80%;
  }

  ${({ theme }) => theme.media.md} {
    width: ${({ $wide }) => ($wide ? 'min(80%, 1100px)' : '500px')};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
  line-height: 1.3;
`;

const CloseButton = styled.button`
  flex: none;
  width: 36px;
  height: 36px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  title: ReactNode;
  /** Escape, the close button and a click on the backdrop all call it. */
  onClose: () => void;
  children: ReactNode;
  /** The close button's accessible name. */
  closeLabel?: string;
  /** Wider on medium screens and up (tables with many columns). */
  wide?: boolean;
}

/**
 * A modal dialog: focus moves in (to the close button) and, on close, back to what had it; Tab
 * stays inside; the page behind does not scroll.
 */
export function Modal({ title, onClose, children, closeLabel = 'Close', wide = false }: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
      } else if (event.key === 'Tab' && panelRef.current) {
        const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault(); // keep the focus the modal gives back to its opener
        onClose();
      }}
    >
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} $wide={wide}>
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton ref={closeRef} type="button" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Header>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
