import { useEffect, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from '@trabzon/router';
import styled from 'styled-components';
import { useTranslation } from '@trabzon/i18n';
import { AdminScreen } from '../../components/AdminScreen';
import { GeneralSection } from './sections/GeneralSection';
import { SecuritySection } from './sections/SecuritySection';
import { NotificationsSection } from './sections/NotificationsSection';
import { PaymentSection } from './sections/PaymentSection';
import { ApiKeysSection } from './sections/ApiKeysSection';
import { BackupSection } from './sections/BackupSection';
import { UnsavedSections, useUnsavedSections } from './unsaved';
import { useConfirmLeaving } from '../../lib/useConfirmLeaving';

const SECTIONS = {
  general: GeneralSection,
  security: SecuritySection,
  notifications: NotificationsSection,
  payment: PaymentSection,
  'api-keys': ApiKeysSection,
  backup: BackupSection,
} as const;
type SectionId = keyof typeof SECTIONS;
const IDS = Object.keys(SECTIONS) as SectionId[];

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
`;

const Tab = styled.button`
  border: none;
  border-block-end: 3px solid transparent;
  background: none;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(3)};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[aria-selected='true'] {
    border-block-end-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/**
 * Settings in sections (general, security, notifications, payment, API keys, backup), each saved on its own. A section
 * once opened stays mounted (hidden behind the other tabs), so switching tabs keeps its edits; leaving the page with
 * unsaved edits in any of them asks first.
 */
export function SettingsScreen() {
  const { t } = useTranslation('adminSettings');
  const [params, setParams] = useSearchParams();
  const asked = params.get('section');
  const current: SectionId = asked && asked in SECTIONS ? (asked as SectionId) : 'general';
  const [opened, setOpened] = useState<SectionId[]>([current]);
  useEffect(() => setOpened((prev) => (prev.includes(current) ? prev : [...prev, current])), [current]);
  const mounted = IDS.filter((id) => id === current || opened.includes(id));
  const { unsaved, report } = useUnsavedSections();
  useConfirmLeaving(unsaved, t('unsavedMessage'));
  const select = (id: SectionId) => setParams(id === 'general' ? {} : { section: id });
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = IDS.indexOf(current);
    const rtl = document.documentElement.dir === 'rtl';
    const step = event.key === 'ArrowRight' ? (rtl ? -1 : 1) : event.key === 'ArrowLeft' ? (rtl ? 1 : -1) : 0;
    if (!step) return;
    const next = IDS[(index + step + IDS.length) % IDS.length] ?? 'general';
    select(next);
    document.getElementById(`settings-tab-${next}`)?.focus();
  };
  return (
    <AdminScreen screen="settings" title={t('title')}>
      <Tabs role="tablist" aria-label={t('sections')} onKeyDown={onKey}>
        {IDS.map((id) => (
          <Tab
            key={id}
            id={`settings-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={id === current}
            aria-controls={mounted.includes(id) ? `settings-panel-${id}` : undefined}
            tabIndex={id === current ? 0 : -1}
            onClick={() => select(id)}
            data-testid={`settings-tab-${id}`}
          >
            {t(`tabs.${id}`)}
          </Tab>
        ))}
      </Tabs>
      <UnsavedSections value={report}>
        {mounted.map((id) => {
          const Section = SECTIONS[id];
          return (
            <div key={id} id={`settings-panel-${id}`} role="tabpanel" aria-labelledby={`settings-tab-${id}`} hidden={id !== current}>
              <Section />
            </div>
          );
        })}
      </UnsavedSections>
    </AdminScreen>
  );
}
