import { useEffect, type RefObject } from 'react';

/**
 * While a popup of a button is open: Escape closes it and gives focus back to the button, and a pointer pressed
 * anywhere outside `wrapperRef` (the button and the popup) closes it.
 */
export function usePopupDismissal(
  open: boolean,
  setOpen: (open: boolean) => void,
  wrapperRef: RefObject<HTMLElement | null>,
  buttonRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, setOpen, wrapperRef, buttonRef]);
}
