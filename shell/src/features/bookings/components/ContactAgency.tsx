import styled from 'styled-components';
import { Muted } from '@trabzon/ui';
import { isolateLtr, useTranslation } from '@trabzon/i18n';
import { AGENCY } from '../../../layout/agency';
import { useSiteSettings } from '../../../layout/siteSettings';
import { LtrText } from './LtrText';

/** A phone number never split over two lines. */
const Phone = styled.a`
  white-space: nowrap;
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
    <Muted data-testid="booking-contact">
      {t('detail.contactWith', { reference: isolateLtr(reference) })}{' '}
      <Phone href={phone.href} dir="ltr">
        {phone.display}
      </Phone>
      {' · '}
      {/* Not kept on one line as the phone is: a long address of Settings would overflow a phone's screen. */}
      <a href={`mailto:${email}`}>
        <LtrText>{email}</LtrText>
      </a>
    </Muted>
  );
}
