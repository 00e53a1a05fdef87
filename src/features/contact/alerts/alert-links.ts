/**
 * The addresses of a buyer-alert mail's links (alert-mail.ts writes them): `/alerts/confirm?id&token`
 * and `/alerts/unsubscribe?email&token`. Read with these schemas once the page has hydrated; a link that
 * lost a part (a mail client that cut it) is told apart from a refused one.
 */
import * as v from 'valibot';

/** The link tokens are HMAC-SHA-256 in hex (alert_link_token in the migration). */
const tokenSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));

export const confirmLinkSchema = v.object({ id: v.pipe(v.string(), v.uuid()), token: tokenSchema });
export type ConfirmLink = v.InferOutput<typeof confirmLinkSchema>;

export const unsubscribeLinkSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(255), v.includes('@')),
  token: tokenSchema,
});
export type UnsubscribeLink = v.InferOutput<typeof unsubscribeLinkSchema>;

/** The link's parts from the page's query, or null when one is missing or malformed. */
export function readLink<T>(schema: v.GenericSchema<unknown, T>, search: string): T | null {
  const parsed = v.safeParse(schema, Object.fromEntries(new URLSearchParams(search)));
  return parsed.success ? parsed.output : null;
}
