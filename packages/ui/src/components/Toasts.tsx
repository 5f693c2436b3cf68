import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useTranslation } from '@trabzon/i18n';

type Tone = 'success' | 'error';

interface Toast {
  id: number;
  tone: Tone;
  message: string;
}

export interface ToastApi {
  success: (message: string) => void;
  error: (message: string) => void;
}

interface HostApi {
  add: (element: HTMLElement) => void;
  remove: (element: HTMLElement) => void;
}

const ToastContext = createContext<ToastApi>({ success: () => undefined, error: () => undefined });
const HostContext = createContext<HostApi>({ add: () => undefined, remove: () => undefined });

/** How long a toast stays: errors longer, so they can be read. */
const DURATION_MS: Record<Tone, number> = { success: 5_000, error: 9_000 };
const MAX_TOASTS = 4;

const Viewport = styled.div`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space(4)};
  inset-inline-end: ${({ theme }) => theme.space(4)};
  z-index: 1000;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  inline-size: min(${({ theme }) => theme.space(100)}, calc(100vw - ${({ theme }) => theme.space(8)}));
  pointer-events: none;
`;

const Item = styled.div<{ $tone: Tone }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(3)};
  padding-inline: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 6px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
  p {
    margin: 0;
    flex: 1;
  }
`;

const Dismiss = styled.button`
  border: none;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.lg}px;
  line-height: 1;
  min-inline-size: ${({ theme }) => theme.space(8)};
  min-block-size: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  /* Drawn by CSS, so a toast's text is its message alone. */
  &::before {
    content: '×';
  }
`;

/**
 * Success and failure messages (`useToast().success(text)` / `.error(text)`) under a
 * `<ToastProvider>`. Successes are polite status messages, failures alerts. While a modal drawer is open the toasts render inside it (everything outside an open
 * modal <dialog> is inert and hidden behind its backdrop).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [hosts, setHosts] = useState<HTMLElement[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (tone: Tone, message: string) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, tone, message }].slice(-MAX_TOASTS));
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), DURATION_MS[tone]),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(() => ({ success: (m) => show('success', m), error: (m) => show('error', m) }), [show]);
  const hostApi = useMemo<HostApi>(
    () => ({
      add: (element) => setHosts((list) => [...list.filter((e) => e !== element), element]),
      remove: (element) => setHosts((list) => list.filter((e) => e !== element)),
    }),
    [],
  );

  const viewport = (
    <Viewport aria-label={t('kit.toasts.region')} role="region">
      {toasts.map((toast) => (
        <Item
          key={toast.id}
          $tone={toast.tone}
          role={toast.tone === 'error' ? 'alert' : 'status'}
          data-testid="toast"
          data-tone={toast.tone}
        >
          <p>{toast.message}</p>
          <Dismiss type="button" aria-label={t('kit.toasts.dismiss')} onClick={() => dismiss(toast.id)} />
        </Item>
      ))}
    </Viewport>
  );
  const host = hosts[hosts.length - 1];

  return (
    <ToastContext.Provider value={api}>
      <HostContext.Provider value={hostApi}>
        {children}
        {host ? createPortal(viewport, host) : viewport}
      </HostContext.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  return useContext(ToastContext);
}

/** An open modal dialog shows the toasts inside itself while `active`. */
export function useToastHost(ref: RefObject<HTMLElement | null>, active: boolean): void {
  const { add, remove } = useContext(HostContext);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    add(element);
    return () => remove(element);
  }, [active, add, remove, ref]);
}
