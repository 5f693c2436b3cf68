import styled, { keyframes } from 'styled-components';
import { useTranslation } from '@trabzon/i18n';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.surfaceAlt};
  border-block-start-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(8)};
`;

/** A labelled progress indicator for waits (screen readers hear "Loading…"). */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Centre role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('loading')}</span>
    </Centre>
  );
}
