import styled from 'styled-components';
import { Muted } from '@trabzon/ui';
import { isolateLtr, useTranslation } from '@trabzon/i18n';
import { AGENCY } from '../../../layout/agency';
import { useSiteSettings } from '../../../layout/siteSettings';

const Line = styled(Muted)`
  a {
    white-space: nowrap;
  }
`;

/**
 * How to reach the agency about a booking it cannot change online: its office phone and e-mail
 * (Settings → General's, as the footer shows), with the reference to quote.
 */
export function ContactAgency({ reference }: { reference: string }) {
  const { t } = useTranslation('bookings');
  const email = useSiteSettings()?.contactEmail ?? AGENCY.email;
  const phone = AGENCY.phones[0];
  return (
    <Line data-testid="booking-contact">
      {t('detail.contactWith', { reference: isolateLtr(reference) })}{' '}
      <a href={phone.href} dir="ltr">
        {phone.display}
      </a>
      {' · '}
      <a href={`mailto:${email}`} dir="ltr">
        {email}
      </a>
    </Line>
  );
}
