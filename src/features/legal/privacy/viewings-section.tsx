import { Trans, useLingui } from '@lingui/react/macro';

import { VIEWING_DATA_RETENTION } from '@/content/viewing-data-retention';
import { byCount } from '@/lib/i18n/by-count';

import { privacySectionIds } from './privacy-section-ids';
import { SectionLink } from './section-link';

/** Booking a viewing: what a booking stores, who sees it, the mails, and how long each part is kept. */
export function ViewingsSection() {
  const { t } = useLingui();
  const { clientIpDays, spamDays, bookingMonths, mailCopyDays } = VIEWING_DATA_RETENTION;
  return (
    <>
      <p>{t`You can book one of the viewing times our sales team publishes. For a booking we process:`}</p>
      <ul>
        <li>{t`your name, e-mail address and telephone number`}</li>
        <li>{t`the viewing time you chose (with its meeting point and the staff member leading it) and the apartments you want to see`}</li>
        <li>{t`the language of the page, and the version of the consent text you agreed to`}</li>
        <li>{t`the state of your booking: booked, moved, cancelled, and whether you came to the viewing`}</li>
        <li>{t`the IP address the booking was sent from, and the result of the same proof-of-work check as for the contact form`}</li>
      </ul>
      <p>{t`We use this data to hold your place, to prepare the viewing and to reach you about it. We send you a confirmation by e-mail with an invitation for your calendar and a personal link with which you can move or cancel your booking without signing in; if the time changes or the viewing is cancelled, we tell you by e-mail; and we remind you by e-mail about 24 hours before a viewing booked earlier than that. On the day of the viewing, the staff member leading it and the administrators of our sales team receive the day's list by e-mail, with the name, telephone number and apartments of each party. We keep a copy of each of these e-mails (with its content and your personal link) for ${mailCopyDays} days, so that we can answer questions about it; then it is deleted.`}</p>
      <p>{t`If you have already sent us an enquiry from the same e-mail address, we link the booking to it, and the history of your enquiry shows the viewing (booked, moved, cancelled, attended or not). This way our sales team has one record of your contact with us.`}</p>
      <ul>
        <li>
          {byCount(clientIpDays, {
            one: t`The IP address stored with your booking is erased after ${clientIpDays} day.`,
            other: t`The IP address stored with your booking is erased after ${clientIpDays} days.`,
          })}
        </li>
        <li>
          {byCount(spamDays, {
            one: t`Bookings classified as spam are deleted after ${spamDays} day; they hold no place and receive no e-mail.`,
            other: t`Bookings classified as spam are deleted after ${spamDays} days; they hold no place and receive no e-mail.`,
          })}
        </li>
        <li>
          {byCount(bookingMonths, {
            one: t`We keep every other booking for no longer than ${bookingMonths} month after the viewing, and delete it earlier at your request, together with its e-mails.`,
            other: t`We keep every other booking for no longer than ${bookingMonths} months after the viewing, and delete it earlier at your request, together with its e-mails.`,
          })}
        </li>
      </ul>
      <p>
        <Trans>
          The legal basis is Art. 6(1)(b) GDPR, as the viewing serves to take steps prior to entering into a
          contract at your request; for the IP address, the limits on how many bookings can be made and the
          link to your earlier enquiry it is Art. 6(1)(f) GDPR, our legitimate interest lying in protecting
          the booking against abuse and in keeping one record of your contact with us. Like a message, a
          booking made without a connection waits in the outbox on your device until it can be sent. The
          e-mails are sent by the e-mail service named under{' '}
          <SectionLink to={privacySectionIds.processors}>service providers</SectionLink>.
        </Trans>
      </p>
    </>
  );
}
