import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorPanel, Spinner } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { serverMessage } from '../../../lib/errors';

export const Panel = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  max-inline-size: ${({ theme }) => theme.space(200)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSize.lg}px;
  }
  > p {
    margin-block: 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm}px;
  }
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.space(50)}, 1fr));
  column-gap: ${({ theme }) => theme.space(4)};
`;

/** A section's frame: title, description, and loading or error states of its read. */
export function SectionFrame({
  id,
  title,
  description,
  query,
  children,
}: {
  id: string;
  title: string;
  description: string;
  /** The section's read (a TanStack Query result): its loading and error states are shown here. */
  query: { isLoading: boolean; error: unknown; refetch: () => unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation('adminSettings');
  const { isLoading: loading, error } = query;
  const retry = () => void query.refetch();
  return (
    <Panel aria-labelledby={`${id}-title`} data-testid={`settings-${id}`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{description}</p>
      {loading ? (
        <Spinner label={t('loading')} />
      ) : error ? (
        <ErrorPanel message={serverMessage(error, t('loadFailed'))} onRetry={retry} />
      ) : (
        children
      )}
    </Panel>
  );
}
