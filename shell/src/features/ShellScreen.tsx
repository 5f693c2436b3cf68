import { ScreenPlaceholder } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';

/** A shell screen whose content a later issue builds: its translated title for now. */
export function ShellScreen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('shell');
  return <ScreenPlaceholder app="shell" title={t(titleKey)} />;
}
