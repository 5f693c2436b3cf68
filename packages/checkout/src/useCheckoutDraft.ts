import { useCallback, useEffect, useRef, useState } from 'react';
import { selectSessionOwner, useSessionStore } from '@trabzon/stores';
import { useLocation } from '@trabzon/router';
import { digest, draftKey, readDraft, removeEntry, removeOthersDrafts, writeDraft, type DraftValues } from './model/draft';

/** Typing is saved at most this often (and when the form goes away or the page is left). */
export const DRAFT_SAVE_MS = 400;

/**
 * The booked item's identity: the type's fields as the form was opened with them (the room and
 * stay, the offer, the vehicle, the table). Later changes are the customer's own typing in the
 * vertical's fields (a transfer's time, other travellers), not another booking. Null when they
 * cannot be written down: no draft then.
 */
function itemOf(details: Record<string, unknown>): string | null {
  try {
    return digest(JSON.stringify(details));
  } catch {
    return null;
  }
}

export interface CheckoutDraft {
  /** The values kept for this booking, checked field by field ({} when none or unreadable). */
  restored: DraftValues;
  /** Keeps the form's values (only the draft fields are written), at most every DRAFT_SAVE_MS. */
  save: (values: unknown) => void;
  /** The booking is made: forgets the draft and keeps nothing more from this form. */
  clear: () => void;
}

/**
 * The checkout's draft for the tab (sessionStorage: gone when the tab closes), so Back/Forward and
 * a reload give back what was typed. One per owner, type, page address and booked item, fixed when
 * the form opens. The session's owner is in the key, and a change of owner (sign-out, another
 * sign-in) removes the drafts of the one before and stops saving this form's values, which are theirs.
 */
export function useCheckoutDraft(type: string, details: Record<string, unknown>): CheckoutDraft {
  const owner = useSessionStore(selectSessionOwner);
  const { pathname, search } = useLocation();
  const [mountOwner] = useState(owner);
  const [key] = useState(() => {
    const item = itemOf(details);
    return item === null ? null : draftKey(owner, type, `${pathname}${search}`, item);
  });
  const [restored] = useState(() => (key ? readDraft(key) : {}));

  const pending = useRef<unknown>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** False once booked, or once the session changed hands: nothing more is written. */
  const keeping = useRef(key !== null);

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    if (keeping.current && key && pending.current !== null) writeDraft(key, pending.current);
    pending.current = null;
  }, [key]);

  const save = useCallback(
    (values: unknown) => {
      if (!keeping.current) return;
      pending.current = values;
      timer.current ??= setTimeout(flush, DRAFT_SAVE_MS);
    },
    [flush],
  );

  const clear = useCallback(() => {
    keeping.current = false;
    pending.current = null;
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    if (key) removeEntry(key);
  }, [key]);

  // A reload or a link away within DRAFT_SAVE_MS of the last keystroke still keeps it; so does leaving the checkout.
  useEffect(() => {
    globalThis.addEventListener?.('pagehide', flush);
    return () => {
      globalThis.removeEventListener?.('pagehide', flush);
      flush();
    };
  }, [flush]);

  // On opening, and on every change of session owner: only the current owner's drafts stay.
  useEffect(() => {
    if (owner !== mountOwner) {
      keeping.current = false;
      pending.current = null;
    }
    removeOthersDrafts(owner);
  }, [owner, mountOwner]);

  return { restored, save, clear };
}
