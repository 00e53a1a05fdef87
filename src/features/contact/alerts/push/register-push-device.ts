/**
 * Registers this device's push subscription for a confirmed alert (public.alert_push_register, which anon may
 * call with the confirm link's id and token). The answer is checked: the UI gets one of the known statuses.
 */
import * as v from 'valibot';

import { getRestClient } from '@/lib/supabase/visitor-backend';

export const REGISTER_STATUSES = [
  'registered',
  'invalid',
  'unconfirmed',
  'endpoint_invalid',
  'keys_invalid',
  'limit_reached',
] as const;
export type RegisterStatus = (typeof REGISTER_STATUSES)[number];

const answerSchema = v.object({ status: v.picklist(REGISTER_STATUSES) });

const subscriptionSchema = v.object({
  endpoint: v.pipe(v.string(), v.url()),
  keys: v.object({ p256dh: v.string(), auth: v.string() }),
});

export interface ConfirmedAlert {
  subscriptionId: string;
  token: string;
}

export async function registerPushDevice(
  alert: ConfirmedAlert,
  subscription: PushSubscriptionJSON,
): Promise<RegisterStatus> {
  const device = v.parse(subscriptionSchema, subscription);
  const client = await getRestClient();
  const { data, error } = await client.rpc('alert_push_register', {
    p_subscription_id: alert.subscriptionId,
    p_token: alert.token,
    p_endpoint: device.endpoint,
    // Some browsers pad base64url; the server takes it unpadded, as the Push API specifies.
    p_p256dh: device.keys.p256dh.replace(/=+$/, ''),
    p_auth: device.keys.auth.replace(/=+$/, ''),
  });
  if (error) throw new Error(`alert_push_register failed: ${error.message}`);
  return v.parse(answerSchema, data).status;
}
