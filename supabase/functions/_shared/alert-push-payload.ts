/**
 * What a buyer alert's push message carries, written once: the delivery function builds it (alert-push.ts),
 * the service worker validates it before it shows anything (src/sw/alert-notifications.ts).
 *
 * Runtime-neutral: valibot only.
 */
import * as v from 'valibot';

/** A path on the site (`/de/projects/…`), never another origin: the worker opens it on a tap. */
export const sitePathSchema = v.pipe(
  v.string(),
  v.maxLength(300),
  v.regex(/^\/(?![/\\])[!-~]*$/, 'a path on this site, starting with one slash'),
);

export const alertPushPayloadSchema = v.object({
  title: v.pipe(v.string(), v.nonEmpty(), v.maxLength(120)),
  body: v.pipe(v.string(), v.maxLength(400)),
  /** The flat's page (or, for a digest of several flats, the apartment list) in the sign-up's language. */
  url: sitePathSchema,
  /** One per flat: a second alert about the same flat replaces the first on the device. */
  tag: v.pipe(v.string(), v.regex(/^alert-[a-z0-9.-]{1,80}$/)),
  lang: v.picklist(['en', 'de']),
});
export type AlertPushPayload = v.InferOutput<typeof alertPushPayloadSchema>;
