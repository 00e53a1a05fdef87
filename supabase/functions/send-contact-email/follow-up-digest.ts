/**
 * An agent's morning mail: the follow-ups due today or overdue on the leads they own (an admin's also those of
 * leads no one owns, in a part of their own), in their language,
 * built from the queued row alone (desk_follow_up_digest_prepare made it, so a retry sends the same mail),
 * and delivered by the sweep as the buyer mails are (desk_follow_up_mail_claim / _result: a lease, the
 * provider's idempotency key, mail_queue_next's retries). Texts through Lingui (catalog `mails`).
 *
 * Runtime-neutral (Deno and Node): valibot, @lingui/core and Intl only.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';

import { ALERT_LOCALES } from '../_shared/alert-rules.ts';
import {
  type DueFollowUp,
  dueFollowUpSchema,
  isoDaySchema,
  type LeadStage,
} from '../_shared/lead-pipeline.ts';
import { formatters, localePrefix, mailI18n, say } from './alert-mail.ts';
import {
  deliverMailQueue,
  type MailQueueDeliveryOptions,
  type MailQueueReport,
  type MailQueueStore,
} from './drain-queue.ts';
import type { ContactEmail } from './notification.ts';

export const followUpMailRowSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  to_email: v.string(),
  locale: v.picklist(ALERT_LOCALES),
  data: v.object({
    day: isoDaySchema,
    followUps: v.pipe(v.array(dueFollowUpSchema), v.minLength(1)),
  }),
});
export type FollowUpMailRow = v.InferOutput<typeof followUpMailRowSchema>;

const T = {
  subject: /*i18n*/ {
    id: 'followUpMail.subject',
    message: '{count, plural, one {# follow-up} other {# follow-ups}} due today – Grabbeallee 68 sales desk',
  },
  greeting: /*i18n*/ { id: 'followUpMail.greeting', message: 'Good morning,' },
  intro: /*i18n*/ {
    id: 'followUpMail.intro',
    message: 'these follow-ups on your leads are due today or overdue:',
  },
  unownedIntro: /*i18n*/ {
    id: 'followUpMail.unownedIntro',
    message: 'These leads have no owner yet; their follow-ups are due. Please assign them in the desk:',
  },
  dueToday: /*i18n*/ { id: 'followUpMail.dueToday', message: 'due today' },
  overdue: /*i18n*/ { id: 'followUpMail.overdue', message: 'overdue since {date}' },
  line: /*i18n*/ { id: 'followUpMail.line', message: '{name} ({stage}), {due}: {task}' },
  open: /*i18n*/ { id: 'followUpMail.open', message: 'Open the desk:' },
  why: /*i18n*/ {
    id: 'followUpMail.why',
    message:
      'You get this e-mail each morning on which a lead you own has a follow-up due, or, as an admin, a lead without an owner.',
  },
  stageNew: /*i18n*/ { id: 'followUpMail.stage.new', message: 'new' },
  stageContacted: /*i18n*/ { id: 'followUpMail.stage.contacted', message: 'contacted' },
  stageViewing: /*i18n*/ { id: 'followUpMail.stage.viewing', message: 'viewing' },
  stageReserved: /*i18n*/ { id: 'followUpMail.stage.reserved', message: 'reserved' },
  stageNotarised: /*i18n*/ { id: 'followUpMail.stage.notarised', message: 'notarised' },
  stageSold: /*i18n*/ { id: 'followUpMail.stage.sold', message: 'sold' },
  stageLost: /*i18n*/ { id: 'followUpMail.stage.lost', message: 'lost' },
} satisfies Record<string, MessageDescriptor>;

const STAGE_TEXTS: Record<LeadStage, MessageDescriptor> = {
  new: T.stageNew,
  contacted: T.stageContacted,
  viewing: T.stageViewing,
  reserved: T.stageReserved,
  notarised: T.stageNotarised,
  sold: T.stageSold,
  lost: T.stageLost,
};

function dueText(i18n: I18n, dueOn: string, day: string, date: (iso: string) => string): string {
  return dueOn < day ? say(i18n, T.overdue, { date: date(`${dueOn}T12:00:00Z`) }) : say(i18n, T.dueToday);
}

/** The mail a claimed row stands for; its idempotency key is the row's id. */
export function buildFollowUpEmail(row: FollowUpMailRow, siteOrigin: string): ContactEmail {
  const i18n = mailI18n(row.locale);
  const { date } = formatters(row.locale);
  const { day, followUps } = row.data;
  const lines = (list: DueFollowUp[]) =>
    list.map(
      (followUp) =>
        `- ${say(i18n, T.line, {
          name: followUp.name,
          stage: say(i18n, STAGE_TEXTS[followUp.stage]),
          due: dueText(i18n, followUp.dueOn, day, date),
          task: followUp.task,
        })}`,
    );
  const part = (intro: MessageDescriptor, list: DueFollowUp[]) =>
    list.length === 0 ? [] : [say(i18n, intro), '', ...lines(list), ''];
  const text = [
    say(i18n, T.greeting),
    '',
    ...part(
      T.intro,
      followUps.filter((followUp) => !followUp.unowned),
    ),
    ...part(
      T.unownedIntro,
      followUps.filter((followUp) => followUp.unowned),
    ),
    say(i18n, T.open),
    `${siteOrigin}${localePrefix(row.locale)}/desk`,
    '',
    '--',
    say(i18n, T.why),
  ];
  return {
    to: row.to_email,
    subject: say(i18n, T.subject, { count: followUps.length }),
    text: text.join('\n'),
    idempotencyKey: row.id,
  };
}

/** desk_follow_up_mail_claim (leased for two minutes) and desk_follow_up_mail_result. */
export type FollowUpMailStore = MailQueueStore;

/** Its sender's keyPrefix is FOLLOW_UP_MAIL_KEY_PREFIX. */
export interface FollowUpDeliveryOptions extends MailQueueDeliveryOptions {
  /** The site whose desk the mail links to, e.g. https://grabbeallee68.de. */
  siteOrigin: string;
}

export const FOLLOW_UP_MAIL_KEY_PREFIX = 'follow-up-mail';

/** Sends every due morning mail of the queue, one at a time. */
export function deliverFollowUpMails(options: FollowUpDeliveryOptions): Promise<MailQueueReport> {
  return deliverMailQueue({
    store: options.store,
    schema: followUpMailRowSchema,
    build: (mail) => buildFollowUpEmail(mail, options.siteOrigin),
    sendEmail: options.sendEmail,
    what: 'follow-up mail',
    now: options.now,
    logError: options.logError,
  });
}
