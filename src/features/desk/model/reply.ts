/**
 * What a reply starts from: the flats a lead asked about and the language the lead wrote in, and the template
 * filled with them (the mail's texts, catalog `mails`, the same the delivery function compiles).
 */
import { project } from '@/content/project';
import { UNITS } from '@/content/units';
import { SITE_ORIGIN } from '@/lib/site';

import type { ReplyLocale, ReplyTemplate } from '../../../../supabase/functions/_shared/reply-rules';
import {
  fillReplyTemplate,
  type ReplyText,
} from '../../../../supabase/functions/send-contact-email/reply-templates';
import { namesUnit } from './lead';

/** The flats a lead's message names (an exposé request names its flat), in the site's order. */
export function enquiredFlats(message: string): string[] {
  return UNITS.filter((unit) => namesUnit(message, unit.weNr)).map((unit) => unit.weNr);
}

const GERMAN_WORDS =
  /\b(ich|und|bitte|sie|ihnen|ihr|wohnung|vielen|dank|danke|guten|hallo|grüße|gern|gerne|für|über|möchte|mir|das|die|der|mit|zur|eine?)\b/giu;
const ENGLISH_WORDS =
  /\b(i|and|please|you|your|flat|apartment|thank|thanks|hello|dear|regards|would|like|me|the|with|for|about|an?)\b/giu;

/**
 * The language a lead most likely reads: the one more of their message's words belong to; German, the
 * market's language, when the message says nothing either way. The agent can switch it.
 */
export function leadLocale(message: string): ReplyLocale {
  const german = message.match(GERMAN_WORDS)?.length ?? 0;
  const english = message.match(ENGLISH_WORDS)?.length ?? 0;
  return english > german ? 'en' : 'de';
}

export interface ReplyChoice {
  template: ReplyTemplate;
  locale: ReplyLocale;
  flats: readonly string[];
}

/** The template filled for this lead and agent, with the public site's links. */
export function replyDraft(choice: ReplyChoice, leadName: string, agentName: string): ReplyText {
  return fillReplyTemplate({
    ...choice,
    leadName,
    agentName,
    project: {
      id: project.id,
      name: project.name,
      address: `${project.address}, ${project.postalCode} ${project.city}-${project.district}`,
    },
    siteOrigin: SITE_ORIGIN,
  });
}
