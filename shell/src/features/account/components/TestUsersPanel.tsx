import { useState } from 'react';
import styled from 'styled-components';
import { authApi, describeApiError, type TestCredential } from '@trabzon/api-client';
import { Button, FormMessage } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space(2)};
    border-block-end: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  }
  code {
    font-family: ui-monospace, monospace;
  }
`;

/** "Create Test Users": asks the API for a ready admin and user, and lists their credentials. */
export function TestUsersPanel({ onUse }: { onUse: (credential: TestCredential) => void }) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [credentials, setCredentials] = useState<TestCredential[]>([]);

  const create = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const result = await authApi.createTestUsers();
      setCredentials(result.credentials);
      setMessage(
        result.credentials.length > 0 ? { tone: 'success', text: t('testUsers.success') } : { tone: 'error', text: t('testUsers.changed') },
      );
    } catch (error) {
      const failure = describeApiError(error);
      const text =
        failure.status === null
          ? t('testUsers.error')
          : failure.status === 404
            ? t('testUsers.off')
            : failure.status === 403
              ? t('testUsers.remote')
              : failure.status === 429
                ? t('testUsers.tooMany')
                : (failure.message ?? t('testUsers.failed'));
      setMessage({ tone: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label={t('testUsers.button')} data-testid="test-users">
      <Button type="button" $variant="secondary" $block onClick={create} disabled={busy}>
        {busy ? t('testUsers.creating') : t('testUsers.button')}
      </Button>
      {message && (
        <FormMessage $tone={message.tone} style={{ marginBlockStart: 12 }}>
          {message.text}
        </FormMessage>
      )}
      {credentials.length > 0 && (
        <Table data-testid="test-credentials">
          <thead>
            <tr>
              <th scope="col">{t('testUsers.role')}</th>
              <th scope="col">{t('testUsers.email')}</th>
              <th scope="col">{t('testUsers.password')}</th>
              <th scope="col" />
            </tr>
          </thead>
          <tbody>
            {credentials.map((credential) => (
              <tr key={credential.email} data-role={credential.role}>
                <td>{t(`testUsers.roles.${credential.role}`)}</td>
                <td>
                  <code>{credential.email}</code>
                </td>
                <td>
                  <code>{credential.password}</code>
                </td>
                <td>
                  <Button type="button" $variant="ghost" onClick={() => onUse(credential)}>
                    {t('testUsers.use')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
