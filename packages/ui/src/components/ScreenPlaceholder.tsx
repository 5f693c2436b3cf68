import { useThemeStore } from '@trabzon/stores';
import { useTranslation } from '@trabzon/i18n';
import { Page, PageTitle, Muted } from './Layout';
import { usePageTitle } from '../a11y/usePageTitle';

/**
 * A screen whose content its vertical has not built yet: its translated title, from the app that
 * owns it. `data-theme` mirrors the shared theme store, which the frame's tests read to prove the
 * remote sees the shell's store instance.
 */
export function ScreenPlaceholder({ title, app }: { title: string; app: string }) {
  const { t } = useTranslation('common');
  const mode = useThemeStore((state) => state.mode);
  usePageTitle(title);
  return (
    <Page data-testid="screen" data-app={app} data-theme={mode}>
      <PageTitle>{title}</PageTitle>
      <Muted>{t('comingSoon')}</Muted>
    </Page>
  );
}
