import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@trabzon/i18n';
import { useDeferredChoice } from '@trabzon/ui';
import { LANGUAGES, isLanguage, useLocaleStore } from '@trabzon/stores';
import { LANGUAGE_NAMES } from './languages';
import { GlobeIcon } from './icons';
import { betweenMediaQuery } from './navigation';

const SelectWrap = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.text};

  svg {
    position: absolute;
    inset-inline-start: ${({ theme }) => theme.space(2)};
    pointer-events: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  @media ${({ theme }) => betweenMediaQuery(theme.breakpoint.md, theme.breakpoint.lg)} {
    svg {
      display: none;
    }
    select {
      padding-inline-start: ${({ theme }) => theme.space(2)};
    }
  }
`;

const Select = styled.select`
  min-height: 40px;
  padding-block: ${({ theme }) => theme.space(1)};
  padding-inline: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  cursor: pointer;
`;

/**
 * The header's language dropdown: a real <select> bound to the shared locale store. A choice from
 * its list applies at once. Stepping with the keys on the closed select (or typing a letter) only
 * shows the option: the page would otherwise switch language, and direction, at every key press
 * (WCAG 3.2.2). The shown option applies on Enter or when focus leaves.
 */
export function LanguageSelect() {
  const { t } = useTranslation('shell');
  const language = useLocaleStore((s) => s.language);
  const setLanguage = useLocaleStore((s) => s.setLanguage);
  const id = useId();
  const choice = useDeferredChoice(language, isLanguage, setLanguage);

  return (
    <SelectWrap>
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <GlobeIcon size={16} />
      <Select id={id} {...choice} data-testid="language-select">
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </Select>
    </SelectWrap>
  );
}

const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const LangButton = styled.button`
  flex: 1 1 0;
  min-height: 44px;
  min-width: 88px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const GroupLabel = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The mobile menu's language buttons: one per language, the current one pressed. */
export function LanguageButtons() {
  const { t } = useTranslation('shell');
  const language = useLocaleStore((s) => s.language);
  const setLanguage = useLocaleStore((s) => s.setLanguage);
  const labelId = useId();

  return (
    <div role="group" aria-labelledby={labelId}>
      <GroupLabel id={labelId}>{t('header.language')}</GroupLabel>
      <ButtonRow>
        {LANGUAGES.map((code) => (
          <LangButton
            key={code}
            type="button"
            lang={code}
            aria-pressed={language === code}
            onClick={() => setLanguage(code)}
            data-testid={`lang-button-${code}`}
          >
            {LANGUAGE_NAMES[code]}
          </LangButton>
        ))}
      </ButtonRow>
    </div>
  );
}
