import { useEffect } from 'react';
import { useLocation, useNavigate } from '@trabzon/router';
import { useTranslation } from '@trabzon/i18n';
import { useConfirm } from '../components/ConfirmDialog';

/**
 * The site path a click on an in-app link would open, or null when the click is not one to hold: a modified or
 * non-primary click (a new tab leaves the page as it is), a link to another site or a download, or a link to this
 * same page (its sections stay mounted, so nothing is lost).
 */
function leavingTo(event: MouseEvent, pathname: string): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  // react-router's links write a site path ("/admin/users"); a full address leaves the app and gets beforeunload's question.
  const href = link.getAttribute('href') ?? '';
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  return new URL(href, 'http://site.invalid').pathname === pathname ? null : href;
}

/**
 * While `unsaved`, a click on a link to another page of the site (the sidebar, the header) asks the drawers'
 * "Discard your changes?" first and only goes there when the admin discards. The shell's <BrowserRouter> has no
 * `useBlocker` (data routers only), so the links are held here; reloads and other sites get the browser's own
 * question from `useWarnBeforeUnload`, and the browser's Back button is not held.
 */
export function useConfirmLeaving(unsaved: boolean, message: string): void {
  const { t } = useTranslation('admin');
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!unsaved) return;
    const ask = () => confirm({ title: t('unsaved.title'), message, confirmLabel: t('unsaved.discard') });
    const hold = (event: MouseEvent) => {
      const to = leavingTo(event, pathname);
      if (to === null) return;
      // Captured on the document, before react-router's own click handler on the link can navigate.
      event.preventDefault();
      event.stopPropagation();
      void ask().then((discard) => {
        if (discard) navigate(to);
      });
    };
    document.addEventListener('click', hold, true);
    askBeforeLeaving = ask;
    return () => {
      document.removeEventListener('click', hold, true);
      if (askBeforeLeaving === ask) askBeforeLeaving = null;
    };
  }, [unsaved, message, pathname, confirm, navigate, t]);
}

/** The question of the page with unsaved work, while there is one (see useConfirmLeaving). */
let askBeforeLeaving: (() => Promise<boolean>) | null = null;

/**
 * For a way out that is not a link (Log out): true when nothing is unsaved or the admin chose to
 * discard it, after the same "Discard your changes?" the links ask.
 */
export function confirmLeaving(): Promise<boolean> {
  return askBeforeLeaving ? askBeforeLeaving() : Promise.resolve(true);
}
