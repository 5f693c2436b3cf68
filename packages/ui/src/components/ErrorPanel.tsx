import styled from 'styled-components';
import { useTranslation } from '@trabzon/i18n';
import { Button } from './Button';

const Panel = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-inline-start-width: 6px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space(6)};
  margin-block: ${({ theme }) => theme.space(6)};
  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg}px;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

interface ErrorPanelProps {
  title?: string;
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
  /** The heading's level: 3 inside a section that has its own level-2 heading (the outline stays whole). */
  headingLevel?: 2 | 3;
}

/** What an area shows when it failed: what happened, and a way to try again. */
export function ErrorPanel({ title, message, onRetry, retrying, headingLevel = 2 }: ErrorPanelProps) {
  const { t } = useTranslation('common');
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Panel role="alert" data-testid="error-panel">
      <Heading>{title ?? t('error')}</Heading>
      {message && <p>{message}</p>}
      {onRetry && (
        // Busy, not disabled, while retrying: a disabled button would drop the keyboard's focus to <body>.
        // Its text says the attempt is running (heard where the focus is, not only seen as dimmed).
        <Button
          type="button"
          onClick={retrying ? undefined : onRetry}
          aria-disabled={retrying || undefined}
          aria-busy={retrying || undefined}
        >
          {retrying ? t('retrying') : t('retry')}
        </Button>
      )}
    </Panel>
  );
}
