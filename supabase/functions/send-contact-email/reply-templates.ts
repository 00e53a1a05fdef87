/**
 * The desk's reply templates (first answer, exposé, viewing invitation, price list) in the lead's language,
 * filled with the lead's name, the flats' public pages and the agent's name. The desk shows the result for the
 * agent to edit; what the agent sends is queued as it stands (reply-delivery.ts). Texts through Lingui
 * (catalog `mails`, compiled into mail-catalogs.gen.ts by `npm run mails:compile`).
 *
 * Runtime-neutral (the browser, Deno, Node): @lingui/core only.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';

import type { ReplyLocale, ReplyTemplate } from '../_shared/reply-rules.ts';
import { localePrefix, mailI18n, say, unitPath } from './alert-mail.ts';

const T = {
  greeting: /*i18n*/ { id: 'replyMail.greeting', message: 'Dear {name},' },
  closing: /*i18n*/ { id: 'replyMail.closing', message: 'Kind regards' },
  team: /*i18n*/ { id: 'replyMail.team', message: 'Sales team · {project}' },
  flatsHeading: /*i18n*/ {
    id: 'replyMail.flatsHeading',
    message:
      '{count, plural, one {The flat you asked about, with floor plan, areas and price:} other {The flats you asked about, with floor plans, areas and prices:}}',
  },
  flatLine: /*i18n*/ { id: 'replyMail.flatLine', message: 'Flat {weNr}: {url}' },
  allFlats: /*i18n*/ {
    id: 'replyMail.allFlats',
    message: 'All flats with floor plans, areas and prices: {url}',
  },
  firstAnswerSubject: /*i18n*/ {
    id: 'replyMail.firstAnswer.subject',
    message: 'Your enquiry about {project}',
  },
  firstAnswerIntro: /*i18n*/ {
    id: 'replyMail.firstAnswer.intro',
    message:
      'thank you for your enquiry and your interest in {project}, our new-build project in Berlin-Pankow.',
  },
  firstAnswerOutro: /*i18n*/ {
    id: 'replyMail.firstAnswer.outro',
    message:
      'I would be glad to answer your questions by phone or to show you round on site. When would suit you for a short call?',
  },
  exposeSubject: /*i18n*/ {
    id: 'replyMail.expose.subject',
    message: '{count, plural, one {Exposé for flat {flats}} other {Exposés for flats {flats}}} – {project}',
  },
  exposeIntro: /*i18n*/ {
    id: 'replyMail.expose.intro',
    message:
      'thank you for your interest. {count, plural, one {Here is the exposé of the flat you asked about} other {Here are the exposés of the flats you asked about}}: floor plan, areas, fittings, energy figures and price on one page, which you can also print or save as a PDF.',
  },
  exposeLine: /*i18n*/ { id: 'replyMail.expose.line', message: 'Exposé, flat {weNr}: {url}' },
  exposeOutro: /*i18n*/ {
    id: 'replyMail.expose.outro',
    message:
      'If you would like to see it for yourself, simply reply to this e-mail and I will gladly arrange a viewing.',
  },
  viewingSubject: /*i18n*/ {
    id: 'replyMail.viewing.subject',
    message: 'Invitation to a viewing – {project}',
  },
  viewingIntro: /*i18n*/ {
    id: 'replyMail.viewing.intro',
    message:
      'thank you for your interest in {project}. I would be delighted to show you round on site: {address}.',
  },
  viewingOutro: /*i18n*/ {
    id: 'replyMail.viewing.outro',
    message:
      'Which days and times over the next two weeks would suit you? Let me know and I will confirm an appointment.',
  },
  priceListSubject: /*i18n*/ {
    id: 'replyMail.priceList.subject',
    message: 'Prices and available flats – {project}',
  },
  priceListIntro: /*i18n*/ {
    id: 'replyMail.priceList.intro',
    message:
      'thank you for your enquiry. Our price list, with every flat still available, its floor plan, area and price, is always up to date on our website:',
  },
  priceListOutro: /*i18n*/ {
    id: 'replyMail.priceList.outro',
    message: 'If you have any questions about a flat or about buying, I am happy to help.',
  },
} satisfies Record<string, MessageDescriptor>;

/** What a template is filled with. */
export interface ReplyFacts {
  template: ReplyTemplate;
  locale: ReplyLocale;
  leadName: string;
  agentName: string;
  project: { id: string; name: string; address: string };
  /** The public site, e.g. https://grabbeallee68.de (no trailing slash). */
  siteOrigin: string;
  /** The flats the reply is about (unit codes, weNr), in order. */
  flats: readonly string[];
}

export interface ReplyText {
  subject: string;
  body: string;
}

const TEMPLATE_TEXTS: Record<
  ReplyTemplate,
  { subject: MessageDescriptor; intro: MessageDescriptor; outro: MessageDescriptor }
> = {
  first_answer: { subject: T.firstAnswerSubject, intro: T.firstAnswerIntro, outro: T.firstAnswerOutro },
  expose: { subject: T.exposeSubject, intro: T.exposeIntro, outro: T.exposeOutro },
  viewing_invitation: { subject: T.viewingSubject, intro: T.viewingIntro, outro: T.viewingOutro },
  price_list: { subject: T.priceListSubject, intro: T.priceListIntro, outro: T.priceListOutro },
};

/** The site's page of a flat in the reply's language: its exposé when printed ('Print exposé'). */
export function replyFlatUrl(
  facts: Pick<ReplyFacts, 'siteOrigin' | 'locale' | 'project'>,
  weNr: string,
): string {
  return `${facts.siteOrigin}${unitPath(facts.locale, facts.project.id, weNr)}`;
}

/** The project's list of flats (its apartments tab) in the reply's language. */
export function replyPriceListUrl(facts: Pick<ReplyFacts, 'siteOrigin' | 'locale' | 'project'>): string {
  return `${facts.siteOrigin}${localePrefix(facts.locale)}/projects/${encodeURIComponent(facts.project.id)}?tab=apartments`;
}

function flatsBlock(i18n: I18n, facts: ReplyFacts): string[] {
  const count = facts.flats.length;
  const lines = (line: MessageDescriptor) =>
    facts.flats.map((weNr) => `- ${say(i18n, line, { weNr, url: replyFlatUrl(facts, weNr) })}`);
  switch (facts.template) {
    case 'expose':
      return count > 0 ? lines(T.exposeLine) : [say(i18n, T.allFlats, { url: replyPriceListUrl(facts) })];
    case 'price_list':
      return [
        replyPriceListUrl(facts),
        ...(count > 0 ? ['', say(i18n, T.flatsHeading, { count }), ...lines(T.flatLine)] : []),
      ];
    default:
      return count > 0
        ? [say(i18n, T.flatsHeading, { count }), ...lines(T.flatLine)]
        : [say(i18n, T.allFlats, { url: replyPriceListUrl(facts) })];
  }
}

/** The template in the reply's language, filled in: what the desk shows for the agent to edit. */
export function fillReplyTemplate(facts: ReplyFacts): ReplyText {
  const i18n = mailI18n(facts.locale);
  const texts = TEMPLATE_TEXTS[facts.template];
  const values = {
    project: facts.project.name,
    address: facts.project.address,
    count: facts.flats.length,
    flats: facts.flats.join(', '),
  };
  const body = [
    say(i18n, T.greeting, { name: facts.leadName }),
    '',
    say(i18n, texts.intro, values),
    '',
    ...flatsBlock(i18n, facts),
    '',
    say(i18n, texts.outro, values),
    '',
    say(i18n, T.closing),
    facts.agentName,
    say(i18n, T.team, { project: facts.project.name }),
  ];
  return { subject: say(i18n, texts.subject, values), body: body.join('\n') };
}
