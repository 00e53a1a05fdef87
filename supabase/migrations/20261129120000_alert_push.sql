-- Web Push as an extra channel of the buyer alerts (issue 49, point 4): a buyer who confirmed an alert by e-mail may
-- also be told on a device. The page that confirmed it registers the device's push subscription with the
-- confirmation link's id and token; from then on every alert or digest mail of that address also becomes one push
-- to each of the address's devices.
--
--   * alert_push_subscriptions: a device's push subscription (RFC 8030 endpoint, RFC 8291 keys) of a confirmed
--     sign-up, at most five per sign-up; gone with the sign-up (unsubscribe, erasure, retention cascade), and
--     when the push service answers 404/410 (the browser dropped it).
--   * alert_push_services: the push services an endpoint may point at. The server posts to the endpoint a visitor
--     gave, so only the browsers' push services are accepted, never an arbitrary address (no request forgery).
--   * alert_pushes: the push queue, one row per alert mail and device (an endpoint once, whatever number of the
--     address's sign-ups registered it), made with the mail, delivered by the same sweep with the mail queue's
--     policy (lease, backoff, hourly for three days: mail_queue_next), independently of the mail: a push service
--     that fails never holds up the mail, nor the mail a push.

create table public.alert_push_services (
  scheme text not null check (scheme in ('https', 'http')),
  -- host[:port] in lower case; with any_subdomain, a suffix starting with a dot ('.notify.windows.com').
  authority text not null check (authority ~ '^\.?[a-z0-9-]+(\.[a-z0-9-]+)*(:[0-9]{1,5})?$'),
  any_subdomain boolean not null default false,
  check (any_subdomain = (authority like '.%')),
  primary key (scheme, authority)
);
-- The push services of Chrome and the Chromium browsers (FCM), Firefox (Mozilla autopush), Edge (WNS) and Safari
-- (Apple). A local test receiver is added by the backend tests as the service role.
insert into public.alert_push_services (scheme, authority, any_subdomain) values
  ('https', 'fcm.googleapis.com', false),
  ('https', '.push.services.mozilla.com', true),
  ('https', '.notify.windows.com', true),
  ('https', 'web.push.apple.com', false);
alter table public.alert_push_services enable row level security;
revoke all on table public.alert_push_services from public, anon, authenticated;
grant all on table public.alert_push_services to service_role;

create table public.alert_push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  subscription_id uuid not null references public.alert_subscriptions (id) on delete cascade,
  created_at timestamptz not null,
  -- The push service's URL for this device (PushSubscription.endpoint).
  endpoint text not null,
  -- The device's P-256 public key (65 bytes, uncompressed) and auth secret (16 bytes), base64url without padding.
  p256dh text not null,
  auth text not null,
  constraint alert_push_subscriptions_endpoint_valid
    check (char_length(endpoint) <= 1000 and endpoint ~ '^https?://[a-z0-9.-]+(:[0-9]{1,5})?/[!-~]*$'),
  constraint alert_push_subscriptions_p256dh_valid check (p256dh ~ '^B[A-Za-z0-9_-]{85}[AEIMQUYcgkosw048]$'),
  constraint alert_push_subscriptions_auth_valid check (auth ~ '^[A-Za-z0-9_-]{21}[AQgw]$'),
  constraint alert_push_subscriptions_one_per_device unique (subscription_id, endpoint)
);
alter table public.alert_push_subscriptions enable row level security;
revoke all on table public.alert_push_subscriptions from public, anon, authenticated;
grant all on table public.alert_push_subscriptions to service_role;

create table public.alert_pushes (
  id uuid primary key default gen_random_uuid(),
  mail_id uuid not null references public.alert_mails (id) on delete cascade,
  push_subscription_id uuid not null references public.alert_push_subscriptions (id) on delete cascade,
  created_at timestamptz not null,
  send_status text not null default 'pending' check (send_status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_at timestamptz not null,
  sent_at timestamptz,
  error text,
  constraint alert_pushes_one_per_mail_and_device unique (mail_id, push_subscription_id)
);
create index alert_pushes_due_idx on public.alert_pushes (next_at) where send_status in ('pending', 'failed');
create index alert_pushes_device_idx on public.alert_pushes (push_subscription_id);
alter table public.alert_pushes enable row level security;
revoke all on table public.alert_pushes from public, anon, authenticated;
grant all on table public.alert_pushes to service_role;

-- The most devices one sign-up may register: a buyer's phone, tablet and computers, not a list of strangers'.
create function public.alert_push_limit() returns integer
language sql immutable
set search_path = ''
as $$ select 5 $$;

-- Whether the server may post to this endpoint: a well-formed URL of a known push service.
create function public.alert_push_endpoint_allowed(p_endpoint text) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select coalesce(char_length(p_endpoint) <= 1000 and p_endpoint ~ '^https?://[a-z0-9.-]+(:[0-9]{1,5})?/[!-~]*$'
    and exists (
      select 1 from public.alert_push_services s,
             lateral (select substring(p_endpoint from '^([a-z]+)://') as scheme,
                             substring(p_endpoint from '^[a-z]+://([^/]+)/') as authority) e
       where s.scheme = e.scheme
         and (e.authority = s.authority or (s.any_subdomain and right(e.authority, char_length(s.authority)) = s.authority
                                            and char_length(e.authority) > char_length(s.authority)))), false)
$$;

-- The confirm page registers this device for a confirmed sign-up, with the link's id and token (anon may call
-- it). Answers { status }: 'registered' (also again for the same endpoint, its keys renewed), 'invalid' (no
-- such sign-up, a wrong token, or spam), 'unconfirmed' (not confirmed yet: the e-mail link first),
-- 'endpoint_invalid' (not the URL of a known push service), 'keys_invalid' (not a P-256 key and a 16-byte
-- secret in base64url), 'limit_reached' (already alert_push_limit() devices).
create function public.alert_push_register(p_subscription_id uuid, p_token text, p_endpoint text, p_p256dh text,
                                           p_auth text) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  s public.alert_subscriptions;
  devices integer;
begin
  select * into s from public.alert_subscriptions a where a.id = p_subscription_id for update;
  if not found or s.status = 'spam'
     or p_token is distinct from public.alert_link_token('confirm', p_subscription_id::text) then
    return json_build_object('status', 'invalid');
  end if;
  if s.status <> 'confirmed' then
    return json_build_object('status', 'unconfirmed');
  end if;
  if not public.alert_push_endpoint_allowed(p_endpoint) then
    return json_build_object('status', 'endpoint_invalid');
  end if;
  if coalesce(p_p256dh ~ '^B[A-Za-z0-9_-]{85}[AEIMQUYcgkosw048]$' and p_auth ~ '^[A-Za-z0-9_-]{21}[AQgw]$', false) is false then
    return json_build_object('status', 'keys_invalid');
  end if;
  update public.alert_push_subscriptions p set p256dh = p_p256dh, auth = p_auth
   where p.subscription_id = p_subscription_id and p.endpoint = p_endpoint;
  if found then
    return json_build_object('status', 'registered');
  end if;
  select count(*) into devices from public.alert_push_subscriptions p where p.subscription_id = p_subscription_id;
  if devices >= public.alert_push_limit() then
    return json_build_object('status', 'limit_reached', 'limit', public.alert_push_limit());
  end if;
  insert into public.alert_push_subscriptions (subscription_id, created_at, endpoint, p256dh, auth)
  values (p_subscription_id, now(), p_endpoint, p_p256dh, p_auth);
  return json_build_object('status', 'registered');
end
$$;

-- An alert or digest mail becomes one push per device of its address's confirmed sign-ups (an endpoint once).
create function public.alert_mails_push() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.kind in ('alert', 'digest') then
    insert into public.alert_pushes (mail_id, push_subscription_id, created_at, next_at)
    select distinct on (p.endpoint) new.id, p.id, new.created_at, new.next_at
      from public.alert_push_subscriptions p
      join public.alert_subscriptions s on s.id = p.subscription_id
     where lower(s.email) = new.email_key and s.status = 'confirmed'
     order by p.endpoint, p.created_at desc
    on conflict on constraint alert_pushes_one_per_mail_and_device do nothing;
  end if;
  return null;
end
$$;
create trigger alert_mails_push
  after insert on public.alert_mails
  for each row execute function public.alert_mails_push();

-- Due pushes with a lease of two minutes, each with its device and what its mail says. As a failed mail's retries,
-- none after three days (say, a backend whose VAPID secrets were set late): by then it is stale news.
create function public.alert_push_claim(p_now timestamptz default now(), p_limit integer default 20)
returns table (id uuid, mail_id uuid, kind text, locale text, data jsonb, endpoint text, p256dh text, auth text)
language sql
set search_path = ''
as $$
  with claimed as (
    update public.alert_pushes q
       set next_at = p_now + interval '2 minutes'
     where q.id in (
       select d.id from public.alert_pushes d
        where d.next_at <= p_now
          and d.send_status in ('pending', 'failed') and d.created_at > p_now - interval '3 days'
        order by d.next_at
        limit p_limit
        for update skip locked)
    returning q.*
  )
  select c.id, c.mail_id, m.kind, m.locale, m.data, p.endpoint, p.p256dh, p.auth
    from claimed c
    join public.alert_mails m on m.id = c.mail_id
    join public.alert_push_subscriptions p on p.id = c.push_subscription_id
   order by c.next_at, c.created_at
$$;

-- After an attempt: 'sent', 'retry' and 'permanent' as a mail's (mail_queue_next); 'gone' (the push service
-- answered 404 or 410: the browser dropped the subscription) deletes the device, and its pushes with it.
create function public.alert_push_result(p_id uuid, p_outcome text, p_error text default null,
                                         p_now timestamptz default now())
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_outcome not in ('sent', 'retry', 'permanent', 'gone') then
    raise exception 'unknown outcome %', p_outcome;
  end if;
  if p_outcome = 'gone' then
    delete from public.alert_push_subscriptions p
     where p.id = (select q.push_subscription_id from public.alert_pushes q where q.id = p_id);
    return;
  end if;
  update public.alert_pushes q
     set attempts = q.attempts + 1,
         (send_status, next_at) = (select n.status, n.next_at from public.mail_queue_next(
           p_outcome, q.send_status, q.attempts, q.created_at, q.next_at, p_now) n),
         sent_at = case when p_outcome = 'sent' then p_now end,
         error = case when p_outcome = 'sent' then null else left(p_error, 1000) end
   where q.id = p_id and q.send_status in ('pending', 'failed');
end
$$;

revoke all on function public.alert_push_limit(), public.alert_push_endpoint_allowed(text),
  public.alert_push_register(uuid, text, text, text, text), public.alert_mails_push(),
  public.alert_push_claim(timestamptz, integer), public.alert_push_result(uuid, text, text, timestamptz)
  from public, anon, authenticated;
grant execute on function public.alert_push_register(uuid, text, text, text, text) to anon, authenticated;
grant execute on function public.alert_push_limit(), public.alert_push_endpoint_allowed(text),
  public.alert_push_register(uuid, text, text, text, text), public.alert_push_claim(timestamptz, integer),
  public.alert_push_result(uuid, text, text, timestamptz)
  to service_role;
