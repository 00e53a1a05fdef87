-- "Tell me when it is free": alerts for a flat or a search, with a lawful double opt-in.
--
--   * unit_facts: what the server must know of each unit to match a search and to name it in an alert (rooms,
--     living area, price, building, floor). The content module (src/content/units.ts) is the one source: the
--     delivery function writes its generated copy here on every sweep (unit_facts_sync), and a changed price
--     becomes an event.
--   * alert_subscriptions: one row per sign-up, inserted by the visitor's outbox as a contact message is (the
--     client's id, idempotent, proof of work, limits). It is the consent record: when, which text version,
--     from which address. Nothing but the confirmation mail goes out until it is confirmed (alert_confirm,
--     within 48 hours of the sign-up); an unconfirmed one is deleted after 7 days.
--   * alert_events: a unit became available (a desk change or an ended hold) or its price changed.
--   * alert_deliveries: one per address and event, never two; an instant one becomes an alert mail at once,
--     a daily one waits for the address's digest (from 07:00 Berlin time, at most one a day).
--   * alert_mails: the queue of confirmation, alert and digest mails, delivered as a lead's mail is (claimed
--     with a lease, the provider's idempotency key, retries with backoff), by the delivery function's sweep.
--   * Unsubscribing (one click, RFC 8058, no sign-in) deletes every watch of the address.
--   * The delivery policy (backoff, attempts, hourly retries) of both mail queues is one function,
--     mail_queue_next; a lead's mail (contact_notification_result) uses it too, unchanged.

-- ---------------------------------------------------------------------------------------------------------
-- Unit facts, synced from the content module.
-- ---------------------------------------------------------------------------------------------------------
create table public.unit_facts (
  project_id text not null,
  we_nr text not null,
  building integer not null check (building > 0),
  floor integer not null check (floor >= 0),
  rooms integer not null check (rooms > 0),
  living_area numeric(7, 2) not null check (living_area > 0),
  -- Euros, exact, as the site states it.
  price integer not null check (price > 0),
  updated_at timestamptz not null,
  primary key (project_id, we_nr),
  foreign key (project_id, we_nr) references public.units (project_id, we_nr)
);
alter table public.unit_facts enable row level security;
revoke all on table public.unit_facts from public, anon, authenticated;
grant all on table public.unit_facts to service_role;

-- ---------------------------------------------------------------------------------------------------------
-- Sign-ups: the visitor's insert, the consent record, the confirmation.
-- ---------------------------------------------------------------------------------------------------------
create table public.alert_subscriptions (
  -- Supplied by the client (its outbox's idempotency key), so a retried insert is ignored.
  id uuid primary key,
  created_at timestamptz not null default now(),
  email text not null,
  -- The language of the sign-up: every mail of it is written in it.
  locale text not null,
  frequency text not null,
  project_id text not null,
  -- A flat (its unit code), or null for a search (the filters below; null filters match every unit).
  we_nr text,
  -- A flat's price changes too, not only its release.
  price_changes boolean not null default false,
  search_building integer,
  search_floor integer,
  search_rooms integer,
  -- The version of the consent text the visitor saw (alert-rules.ts, ALERT_CONSENT_VERSION).
  consent_text_version text not null,
  honeypot text not null default '',
  altcha_payload text,

  -- Set by the server.
  client_ip text,
  challenge_status text,
  -- pending (waiting for its confirmation) | confirmed | spam (never mailed, deleted with the unconfirmed)
  status text not null default 'pending',
  confirmed_at timestamptz,
  confirm_ip text,

  constraint alert_subscriptions_email_length check (char_length(email) <= 255),
  -- EMAIL_PATTERN of contact-rules.ts, as contact_submissions_email_pattern.
  constraint alert_subscriptions_email_pattern
    check (email ~ '^[A-Za-z0-9_+-]+(\.[A-Za-z0-9_+-]+)*@[A-Za-z0-9]+([.-][A-Za-z0-9]+)*\.[A-Za-z]{2,}$'),
  constraint alert_subscriptions_locale_valid check (locale in ('en', 'de')),
  constraint alert_subscriptions_frequency_valid check (frequency in ('instant', 'daily')),
  constraint alert_subscriptions_project_valid check (project_id ~ '^[a-z0-9-]{1,60}$'),
  constraint alert_subscriptions_unit_fkey foreign key (project_id, we_nr) references public.units (project_id, we_nr),
  -- A flat or a search, not both; only a flat has a price to follow.
  constraint alert_subscriptions_target_valid check (
    (we_nr is not null and search_building is null and search_floor is null and search_rooms is null)
    or (we_nr is null and not price_changes)),
  constraint alert_subscriptions_search_valid check (
    coalesce(search_building, 1) between 1 and 99 and coalesce(search_floor, 0) between 0 and 99
    and coalesce(search_rooms, 1) between 1 and 20),
  constraint alert_subscriptions_consent_version_valid check (consent_text_version ~ '^[a-z0-9.-]{1,40}$'),
  constraint alert_subscriptions_honeypot_length check (char_length(honeypot) <= 200),
  constraint alert_subscriptions_altcha_payload_length check (char_length(altcha_payload) <= 8000),
  constraint alert_subscriptions_challenge_status_valid
    check (challenge_status in ('missing', 'invalid', 'expired', 'replayed', 'verified')),
  constraint alert_subscriptions_status_valid check (status in ('pending', 'confirmed', 'spam')),
  constraint alert_subscriptions_confirmed check ((status = 'confirmed') = (confirmed_at is not null))
);
create index alert_subscriptions_email_idx on public.alert_subscriptions (lower(email));
create index alert_subscriptions_unit_idx on public.alert_subscriptions (project_id, we_nr) where status = 'confirmed';

alter table public.alert_subscriptions enable row level security;
revoke all on table public.alert_subscriptions from public, anon, authenticated;
-- Only the sign-up's columns (the server sets the rest); select (id) and the policy below for the outbox's
-- idempotent insert, exactly as contact_submissions (see its migration).
grant insert (id, email, locale, frequency, project_id, we_nr, price_changes, search_building, search_floor,
              search_rooms, consent_text_version, honeypot, altcha_payload)
  on table public.alert_subscriptions to anon, authenticated;
grant select (id) on table public.alert_subscriptions to anon, authenticated;
grant all on table public.alert_subscriptions to service_role;
create policy "Anyone can sign up for alerts" on public.alert_subscriptions for insert
  to anon, authenticated with check (true);
create policy "Only the row being inserted is visible to its sender" on public.alert_subscriptions for select
  to anon, authenticated using (created_at = now());

-- The limits of a sign-up: per client address, and per e-mail address (each sign-up mails that address once).
alter table public.contact_limits drop constraint contact_limits_scope_check;
alter table public.contact_limits add constraint contact_limits_scope_check
  check (scope in ('insert_per_ip', 'insert_per_email', 'notify_per_ip', 'notify_per_email', 'leads_per_minute',
                   'challenge_per_ip', 'alert_signup_per_ip', 'alert_signup_per_email'));
insert into public.contact_limits (scope, max_count, window_seconds) values
  ('alert_signup_per_ip', 10, 600),
  ('alert_signup_per_email', 5, 86400);

-- The secret of the links in the mails (confirm, unsubscribe): an HMAC, so no token is stored.
create table private.alert_secrets (
  name text primary key check (name = 'link'),
  value text not null check (char_length(value) >= 32)
);
insert into private.alert_secrets (name, value) values ('link', encode(extensions.gen_random_bytes(32), 'hex'));
revoke all on table private.alert_secrets from public;

-- The token of a link: 'confirm' of a sign-up (its id), 'unsubscribe' of an address (lower-case).
create function public.alert_link_token(p_purpose text, p_subject text) returns text
language sql stable
security definer
set search_path = ''
as $$
  select encode(extensions.hmac(convert_to(p_purpose || ':' || p_subject, 'UTF8'),
                                convert_to((select value from private.alert_secrets where name = 'link'), 'UTF8'),
                                'sha256'), 'hex')
$$;

create table public.alert_mails (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null,
  kind text not null check (kind in ('confirm', 'alert', 'digest')),
  -- lower(to_email): one address, whatever its letter case.
  email_key text not null,
  to_email text not null,
  locale text not null check (locale in ('en', 'de')),
  -- What the mail says, fixed when it is made (so a retry sends the same mail): the sign-up and its link
  -- token (confirm), or the events with each unit's status and price at that moment (alert, digest).
  data jsonb not null,
  -- A digest's day (Berlin): at most one a day per address.
  digest_day date,
  send_status text not null default 'pending' check (send_status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_at timestamptz not null,
  sent_at timestamptz,
  error text,
  -- The send_status the last ops alert reported for this mail (null: none yet).
  alerted_status text,
  constraint alert_mails_one_digest_a_day unique (email_key, digest_day)
);
create index alert_mails_due_idx on public.alert_mails (next_at) where send_status in ('pending', 'failed');
alter table public.alert_mails enable row level security;
revoke all on table public.alert_mails from public, anon, authenticated;
grant all on table public.alert_mails to service_role;

-- The insert: client address, the challenge verdict, the class, the limits, then (after) the confirmation mail.
create function public.alert_subscriptions_before_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ip text := public.contact_request_ip();
  retry integer;
begin
  -- A retried insert of a stored id: ON CONFLICT (id) DO NOTHING drops it, it must not count or be refused.
  if exists (select 1 from public.alert_subscriptions s where s.id = new.id) then
    return new;
  end if;
  if not exists (select 1 from public.units u where u.project_id = new.project_id) then
    raise foreign_key_violation using message = 'unknown project',
      constraint = 'alert_subscriptions_project_valid';
  end if;
  new.created_at := now();
  new.client_ip := ip;
  new.confirmed_at := null;
  new.confirm_ip := null;
  new.challenge_status := public.contact_challenge_verdict(new.altcha_payload, now());
  -- A sign-up makes the server write to an address: only with proof of work, never for a filled hidden field.
  new.status := case when new.honeypot = '' and new.challenge_status = 'verified' then 'pending' else 'spam' end;
  retry := greatest(
    public.contact_limit_retry_after('alert_signup_per_ip', array(
      select s.created_at from public.alert_subscriptions s, public.contact_limits l
       where l.scope = 'alert_signup_per_ip' and s.client_ip = ip
         and s.created_at > now() - make_interval(secs => l.window_seconds))),
    case when new.status = 'spam' then 0 else public.contact_limit_retry_after('alert_signup_per_email', array(
      select s.created_at from public.alert_subscriptions s, public.contact_limits l
       where l.scope = 'alert_signup_per_email' and lower(s.email) = lower(new.email) and s.status <> 'spam'
         and s.created_at > now() - make_interval(secs => l.window_seconds))) end);
  if retry > 0 then
    perform public.contact_raise_rate_limited(retry);
  end if;
  return new;
end
$$;
create trigger alert_subscriptions_before_insert
  before insert on public.alert_subscriptions
  for each row execute function public.alert_subscriptions_before_insert();

-- What a sign-up watches, as the mails name it.
create function public.alert_target(s public.alert_subscriptions) returns jsonb
language sql stable
set search_path = ''
as $$
  select case when s.we_nr is not null
    then jsonb_build_object('kind', 'unit', 'projectId', s.project_id, 'weNr', s.we_nr,
                            'priceChanges', s.price_changes)
    else jsonb_strip_nulls(jsonb_build_object('kind', 'search', 'projectId', s.project_id,
                            'building', s.search_building, 'floor', s.search_floor, 'rooms', s.search_rooms)) end
$$;

create function public.alert_subscriptions_after_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'pending' then
    insert into public.alert_mails (created_at, kind, email_key, to_email, locale, data, next_at)
    values (new.created_at, 'confirm', lower(new.email), new.email, new.locale,
            jsonb_build_object('subscriptionId', new.id, 'token', public.alert_link_token('confirm', new.id::text),
                               'frequency', new.frequency, 'target', public.alert_target(new),
                               'expiresAt', to_jsonb(new.created_at + interval '48 hours')),
            new.created_at);
  end if;
  return null;
end
$$;
create trigger alert_subscriptions_after_insert
  after insert on public.alert_subscriptions
  for each row execute function public.alert_subscriptions_after_insert();

-- The confirmation link: 'confirmed' (now, or before), 'expired' (after 48 hours; sign up again) or
-- 'invalid' (no such sign-up: a wrong link, or deleted since). Anyone with the link may call it, so the
-- clock is the database's own.
create function public.alert_confirm(p_id uuid, p_token text) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  s public.alert_subscriptions;
begin
  select * into s from public.alert_subscriptions a where a.id = p_id for update;
  if not found or s.status = 'spam' or p_token is distinct from public.alert_link_token('confirm', p_id::text) then
    return json_build_object('status', 'invalid');
  end if;
  if s.status = 'pending' then
    if s.created_at + interval '48 hours' < now() then
      return json_build_object('status', 'expired', 'locale', s.locale, 'target', public.alert_target(s));
    end if;
    update public.alert_subscriptions a
       set status = 'confirmed', confirmed_at = now(), confirm_ip = public.contact_request_ip()
     where a.id = p_id;
  end if;
  return json_build_object('status', 'confirmed', 'locale', s.locale, 'frequency', s.frequency,
                           'target', public.alert_target(s));
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Events and deliveries.
-- ---------------------------------------------------------------------------------------------------------
create table public.alert_events (
  id bigint generated always as identity primary key,
  created_at timestamptz not null,
  project_id text not null,
  we_nr text not null,
  kind text not null check (kind in ('available', 'price')),
  previous_price integer,
  -- When alert_prepare matched it to its watchers (null: not yet).
  matched_at timestamptz,
  foreign key (project_id, we_nr) references public.units (project_id, we_nr)
);
create index alert_events_unmatched_idx on public.alert_events (id) where matched_at is null;
alter table public.alert_events enable row level security;
revoke all on table public.alert_events from public, anon, authenticated;
grant all on table public.alert_events to service_role;

create table public.alert_deliveries (
  email_key text not null,
  event_id bigint not null references public.alert_events (id) on delete cascade,
  subscription_id uuid not null references public.alert_subscriptions (id) on delete cascade,
  frequency text not null check (frequency in ('instant', 'daily')),
  created_at timestamptz not null,
  -- The alert or digest that carries it (null: waiting for the digest); gone with it.
  mail_id uuid references public.alert_mails (id) on delete cascade,
  primary key (email_key, event_id)
);
create index alert_deliveries_waiting_idx on public.alert_deliveries (email_key) where mail_id is null;
alter table public.alert_deliveries enable row level security;
revoke all on table public.alert_deliveries from public, anon, authenticated;
grant all on table public.alert_deliveries to service_role;

-- A unit becomes available: by the desk (a row written 'Available'), by an ended hold, or by its row going.
create function public.apartments_alert_event() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (tg_op = 'DELETE' and old.status <> 'Available')
     or (tg_op = 'INSERT' and new.status = 'Available')
     or (tg_op = 'UPDATE' and new.status = 'Available' and old.status <> 'Available') then
    insert into public.alert_events (created_at, project_id, we_nr, kind)
    values (now(), coalesce(new.project_id, old.project_id), coalesce(new.we_nr, old.we_nr), 'available');
  end if;
  return null;
end
$$;
create trigger apartments_alert_event
  after insert or update of status or delete on public.apartments
  for each row execute function public.apartments_alert_event();

-- The content module's facts (an array of {project_id, we_nr, building, floor, rooms, living_area, price}): new
-- units are added, changed ones updated; a changed price is an event. Returns how many rows changed.
create function public.unit_facts_sync(p_facts jsonb, p_now timestamptz default now()) returns integer
language plpgsql
set search_path = ''
as $$
declare
  changed integer;
begin
  with incoming as (
    select f.project_id, f.we_nr, f.building, f.floor, f.rooms, f.living_area, f.price
      from jsonb_to_recordset(p_facts) as f (project_id text, we_nr text, building integer, floor integer,
                                             rooms integer, living_area numeric, price integer)
  ), repriced as (
    insert into public.alert_events (created_at, project_id, we_nr, kind, previous_price)
    select p_now, i.project_id, i.we_nr, 'price', u.price
      from incoming i join public.unit_facts u using (project_id, we_nr)
     where u.price <> i.price
  ), written as (
    insert into public.unit_facts as u (project_id, we_nr, building, floor, rooms, living_area, price, updated_at)
    select i.project_id, i.we_nr, i.building, i.floor, i.rooms, i.living_area, i.price, p_now from incoming i
    on conflict (project_id, we_nr) do update
      set building = excluded.building, floor = excluded.floor, rooms = excluded.rooms,
          living_area = excluded.living_area, price = excluded.price, updated_at = excluded.updated_at
      where (u.building, u.floor, u.rooms, u.living_area, u.price)
            is distinct from (excluded.building, excluded.floor, excluded.rooms, excluded.living_area, excluded.price)
    returning 1
  )
  select count(*) into changed from written;
  return changed;
end
$$;

-- A unit as an alert states it: its facts and its status now (a unit without a row is available).
create function public.alert_unit_state(p_project_id text, p_we_nr text) returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object('weNr', u.we_nr, 'building', f.building, 'floor', f.floor, 'rooms', f.rooms,
                            'livingArea', f.living_area, 'price', f.price,
                            'status', coalesce(a.status, 'Available'))
    from public.units u
    left join public.unit_facts f using (project_id, we_nr)
    left join public.apartments a using (project_id, we_nr)
   where u.project_id = p_project_id and u.we_nr = p_we_nr
$$;

-- An event as a mail states it: what happened, and the unit as it is now.
create function public.alert_event_data(e public.alert_events) returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_strip_nulls(jsonb_build_object('eventId', e.id, 'kind', e.kind, 'at', to_jsonb(e.created_at),
    'projectId', e.project_id, 'previousPrice', e.previous_price,
    'unit', public.alert_unit_state(e.project_id, e.we_nr)))
$$;

-- Matches new events to confirmed watchers (one delivery per address and event: the unique key), makes an
-- alert mail of every instant delivery, and each address's digest once a day from 07:00 Berlin time.
-- Returns how many mails it made. Runs under a lock, so two sweeps never prepare at once.
create function public.alert_prepare(p_now timestamptz default now()) returns integer
language plpgsql
set search_path = ''
as $$
declare
  made integer := 0;
  n integer;
  berlin timestamp := p_now at time zone 'Europe/Berlin';
  events bigint[];
begin
  perform pg_advisory_xact_lock(hashtext('public.alert_prepare'));

  select coalesce(array_agg(e.id order by e.id), '{}') into events
    from public.alert_events e where e.matched_at is null and e.created_at <= p_now;
  -- An address with an instant and a daily watch on the same event gets it once, at once.
  insert into public.alert_deliveries (email_key, event_id, subscription_id, frequency, created_at)
  select distinct on (lower(s.email), e.id) lower(s.email), e.id, s.id, s.frequency, p_now
    from public.alert_events e
    left join public.unit_facts f on f.project_id = e.project_id and f.we_nr = e.we_nr
    join public.alert_subscriptions s on s.project_id = e.project_id and s.status = 'confirmed'
         and s.confirmed_at <= e.created_at
   where e.id = any(events)
     and ((s.we_nr = e.we_nr and (e.kind = 'available' or s.price_changes))
          or (s.we_nr is null and e.kind = 'available' and f.we_nr is not null
              and coalesce(s.search_building, f.building) = f.building
              and coalesce(s.search_floor, f.floor) = f.floor
              and coalesce(s.search_rooms, f.rooms) = f.rooms))
   order by lower(s.email), e.id, (s.frequency = 'instant') desc, s.created_at desc
  on conflict (email_key, event_id) do nothing;
  update public.alert_events e set matched_at = p_now where e.id = any(events);

  -- Instant: one alert per delivery.
  with due as (
    select d.email_key, d.event_id, s.email, s.locale, gen_random_uuid() as mail_id
      from public.alert_deliveries d
      join public.alert_subscriptions s on s.id = d.subscription_id
     where d.mail_id is null and d.frequency = 'instant'
  ), mails as (
    insert into public.alert_mails (id, created_at, kind, email_key, to_email, locale, data, next_at)
    select due.mail_id, p_now, 'alert', due.email_key, due.email, due.locale,
           jsonb_build_object('events', jsonb_build_array(public.alert_event_data(e))), p_now
      from due join public.alert_events e on e.id = due.event_id
    returning id
  ), linked as (
    update public.alert_deliveries d set mail_id = due.mail_id
      from due where d.email_key = due.email_key and d.event_id = due.event_id
  )
  select count(*) into n from mails;
  made := made + n;

  -- Daily: from 07:00 Berlin time, one digest per address and day, with every delivery waiting for it.
  if extract(hour from berlin) >= 7 then
    with waiting as (
      select d.email_key, array_agg(d.event_id order by d.event_id) as event_ids,
             (array_agg(s.email order by s.created_at desc))[1] as email,
             (array_agg(s.locale order by s.created_at desc))[1] as locale
        from public.alert_deliveries d
        join public.alert_subscriptions s on s.id = d.subscription_id
       where d.mail_id is null and d.frequency = 'daily'
         and not exists (select 1 from public.alert_mails m
                          where m.email_key = d.email_key and m.digest_day = berlin::date)
       group by d.email_key
    ), mails as (
      insert into public.alert_mails (created_at, kind, email_key, to_email, locale, data, digest_day, next_at)
      select p_now, 'digest', w.email_key, w.email, w.locale,
             jsonb_build_object('events', (select jsonb_agg(public.alert_event_data(e) order by e.id)
                                             from public.alert_events e where e.id = any(w.event_ids))),
             berlin::date, p_now
        from waiting w
      returning id, email_key
    ), linked as (
      update public.alert_deliveries d set mail_id = mails.id
        from mails where d.email_key = mails.email_key and d.mail_id is null and d.frequency = 'daily'
    )
    select count(*) into n from mails;
    made := made + n;
  end if;
  return made;
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Delivery, as a lead's mail (one policy for both queues): due mails are pending ones, and failed ones once an
-- hour for three days.
-- ---------------------------------------------------------------------------------------------------------
-- Sales hear of a buyer mail that failed, as of a lead's (at most one such alert an hour, listing every mail not yet
-- reported). Hosted: pg_cron every five minutes; the ops mail sender (contact_ops_mail_send) mails it.
alter table public.contact_ops_mails drop constraint contact_ops_mails_kind_check;
alter table public.contact_ops_mails add constraint contact_ops_mails_kind_check
  check (kind in ('alert', 'spam_digest', 'buyer_alert'));

create function public.alert_ops_prepare(p_now timestamptz default now()) returns integer
language plpgsql
set search_path = ''
as $$
declare
  ids uuid[];
  lines text;
begin
  if exists (select 1 from public.contact_ops_mails m
              where m.kind = 'buyer_alert' and m.created_at > p_now - interval '1 hour') then
    return 0;
  end if;
  select array_agg(m.id order by m.created_at), string_agg(format(E'- %s to %s, made %s, %s attempt(s)\n  last error: %s',
           m.kind, m.to_email, to_char(m.created_at at time zone 'Europe/Berlin', 'YYYY-MM-DD HH24:MI'), m.attempts,
           coalesce(m.error, '-')), E'\n\n' order by m.created_at)
    into ids, lines
    from public.alert_mails m
   where m.send_status = 'failed' and m.alerted_status is distinct from 'failed';
  if ids is null then
    return 0;
  end if;
  -- submission_ids holds the mails' ids here, so an erasure of the address finds this copy too.
  insert into public.contact_ops_mails (kind, created_at, submission_ids, subject, body)
  values ('buyer_alert', p_now, ids,
    format('[Grabbeallee 68] %s e-mail(s) to buyers not delivered', cardinality(ids)),
    E'These e-mails to buyers (alert confirmations, alerts, digests) have not been delivered.\n'
    || E'Failed ones are retried every hour for three days after they were made.\n\n' || lines || E'\n');
  update public.alert_mails m set alerted_status = 'failed' where m.id = any(ids);
  return 1;
end
$$;

-- The unsubscribe link of an address, for the mails: its token (the address is part of the link).
create function public.alert_unsubscribe_token(p_email text) returns text
language sql stable
set search_path = ''
as $$
  select public.alert_link_token('unsubscribe', lower(btrim(p_email)))
$$;

-- Due mails with a lease of two minutes (two sweeps never send one mail at once), each with the unsubscribe
-- token of its address (every mail but a confirmation carries the link).
create function public.alert_mail_claim(p_now timestamptz default now(), p_limit integer default 20)
returns table (id uuid, created_at timestamptz, kind text, to_email text, locale text, data jsonb,
               unsubscribe_token text)
language sql
set search_path = ''
as $$
  with claimed as (
    update public.alert_mails m
       set next_at = p_now + interval '2 minutes'
     where m.id in (
       select d.id from public.alert_mails d
        where d.next_at <= p_now
          and (d.send_status = 'pending' or (d.send_status = 'failed' and d.created_at > p_now - interval '3 days'))
        order by d.next_at
        limit p_limit
        for update skip locked)
    returning m.*
  )
  select c.id, c.created_at, c.kind, c.to_email, c.locale, c.data, public.alert_unsubscribe_token(c.to_email)
    from claimed c order by c.next_at, c.created_at
$$;

-- The delivery policy of both mail queues (a lead's mail, a buyer's mail), written once: after an attempt with
-- p_outcome, the row's status and when it is due again. Backoff 10 s · 2^attempts up to 10 minutes; failed after
-- ten attempts or a permanent refusal; a failed one is retried hourly for three days after it was made.
create function public.mail_queue_next(p_outcome text, p_status text, p_attempts integer, p_created_at timestamptz,
                                       p_next_at timestamptz, p_now timestamptz,
                                       out status text, out next_at timestamptz)
language sql immutable
set search_path = ''
as $$
  select case
           when p_outcome = 'sent' then 'sent'
           when p_outcome = 'permanent' or p_status = 'failed' or p_attempts + 1 >= 10 then 'failed'
           else 'pending' end,
         case
           when p_outcome = 'sent' then p_next_at
           when p_outcome = 'permanent' then 'infinity'::timestamptz
           when p_status = 'pending' and p_attempts + 1 < 10
             then p_now + least(interval '10 minutes', interval '10 seconds' * power(2, p_attempts))
           when p_now + interval '1 hour' < p_created_at + interval '3 days' then p_now + interval '1 hour'
           else 'infinity'::timestamptz end
$$;

create or replace function public.contact_notification_result(p_id uuid, p_outcome text, p_error text default null,
                                                              p_now timestamptz default now())
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_outcome not in ('sent', 'retry', 'permanent') then
    raise exception 'unknown outcome %', p_outcome;
  end if;
  update public.contact_submissions s
     set notify_attempts = s.notify_attempts + 1,
         (notify_status, notify_next_at) = (select n.status, n.next_at from public.mail_queue_next(
           p_outcome, s.notify_status, s.notify_attempts, s.created_at, s.notify_next_at, p_now) n),
         notified_at = case when p_outcome = 'sent' then p_now end,
         notify_error = case when p_outcome = 'sent' then null else left(p_error, 1000) end
   where s.id = p_id and s.notify_status in ('pending', 'failed');
end
$$;

create function public.alert_mail_result(p_id uuid, p_outcome text, p_error text default null,
                                         p_now timestamptz default now())
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_outcome not in ('sent', 'retry', 'permanent') then
    raise exception 'unknown outcome %', p_outcome;
  end if;
  update public.alert_mails m
     set attempts = m.attempts + 1,
         (send_status, next_at) = (select n.status, n.next_at from public.mail_queue_next(
           p_outcome, m.send_status, m.attempts, m.created_at, m.next_at, p_now) n),
         sent_at = case when p_outcome = 'sent' then p_now end,
         error = case when p_outcome = 'sent' then null else left(p_error, 1000) end
   where m.id = p_id and m.send_status in ('pending', 'failed');
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Unsubscribe (one click, no sign-in), retention and erasure.
-- ---------------------------------------------------------------------------------------------------------
create table public.alert_unsubscribes (
  id bigint generated always as identity primary key,
  at timestamptz not null,
  -- How many watches went; nothing about whose they were.
  watches_deleted integer not null
);
alter table public.alert_unsubscribes enable row level security;
revoke all on table public.alert_unsubscribes from public, anon, authenticated;
grant all on table public.alert_unsubscribes to service_role;

-- Deletes every sign-up of an address (its deliveries go with them) and its mails not yet sent.
create function public.alert_erase_address(p_email_key text) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  watches integer;
  mails uuid[];
begin
  delete from public.alert_subscriptions s where lower(s.email) = p_email_key;
  get diagnostics watches = row_count;
  with gone as (delete from public.alert_mails m where m.email_key = p_email_key returning m.id)
  select coalesce(array_agg(gone.id), '{}') into mails from gone;
  delete from public.contact_ops_mails o where o.kind = 'buyer_alert' and o.submission_ids && mails;
  return watches;
end
$$;

-- 'unsubscribed' (also when nothing was left to delete: the link works twice) or 'invalid' (a wrong link).
create function public.alert_unsubscribe(p_email text, p_token text) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(coalesce(p_email, '')));
  watches integer;
begin
  if address = '' or p_token is distinct from public.alert_link_token('unsubscribe', address) then
    return json_build_object('status', 'invalid');
  end if;
  watches := public.alert_erase_address(address);
  insert into public.alert_unsubscribes (at, watches_deleted) values (now(), watches);
  return json_build_object('status', 'unsubscribed', 'watches', watches);
end
$$;

-- Unconfirmed and spam sign-ups after 7 days (their confirmation mails with them), mails after 30 days, matched
-- events after 30 days (their deliveries with them), unsubscribe records after a year. Hosted: pg_cron daily.
create function public.alert_retention(p_now timestamptz default now()) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  signups integer;
  mails integer;
  events integer;
begin
  delete from public.alert_subscriptions s where s.status <> 'confirmed' and s.created_at < p_now - interval '7 days';
  get diagnostics signups = row_count;
  -- Past its three days of retries by then; its deliveries go with it (their events were matched long ago).
  -- A confirmation goes with its sign-up.
  delete from public.alert_mails m where m.created_at < p_now - interval '30 days'
     or (m.kind = 'confirm' and not exists (select 1 from public.alert_subscriptions s
                                              where s.id = (m.data ->> 'subscriptionId')::uuid));
  get diagnostics mails = row_count;
  delete from public.alert_events e where e.matched_at < p_now - interval '30 days';
  get diagnostics events = row_count;
  delete from public.alert_unsubscribes u where u.at < p_now - interval '1 year';
  return json_build_object('signups_deleted', signups, 'mails_deleted', mails, 'events_deleted', events);
end
$$;

-- Art. 17 covers the alerts too: contact_erase (and so the desk's erase) deletes an address's sign-ups and mails.
create or replace function public.contact_erase(p_email text) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(p_email));
  ids uuid[];
  requests integer;
  ops integer;
  watches integer;
begin
  if address is null or address = '' then
    raise exception 'an e-mail address is required';
  end if;
  with gone as (delete from public.contact_submissions s where lower(s.email) = address returning s.id)
  select coalesce(array_agg(gone.id), '{}') into ids from gone;
  delete from public.contact_notify_requests r where lower(r.email) = address;
  get diagnostics requests = row_count;
  delete from public.contact_ops_mails m where m.submission_ids && ids;
  get diagnostics ops = row_count;
  watches := public.alert_erase_address(address);
  insert into public.contact_erasures (rows_deleted) values (cardinality(ids) + requests + ops + watches);
  return json_build_object('submissions', cardinality(ids), 'requests', requests, 'ops_mails', ops,
                           'alert_watches', watches);
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Privileges: a visitor may confirm and unsubscribe with a link; everything else is the service role's.
-- ---------------------------------------------------------------------------------------------------------
revoke all on function public.alert_link_token(text, text), public.alert_subscriptions_before_insert(),
  public.alert_target(public.alert_subscriptions), public.alert_subscriptions_after_insert(),
  public.alert_confirm(uuid, text), public.apartments_alert_event(),
  public.unit_facts_sync(jsonb, timestamptz), public.alert_unit_state(text, text),
  public.alert_event_data(public.alert_events), public.alert_prepare(timestamptz),
  public.alert_mail_claim(timestamptz, integer), public.alert_mail_result(uuid, text, text, timestamptz),
  public.alert_unsubscribe_token(text), public.alert_erase_address(text),
  public.alert_unsubscribe(text, text), public.alert_retention(timestamptz), public.alert_ops_prepare(timestamptz),
  public.mail_queue_next(text, text, integer, timestamptz, timestamptz, timestamptz)
  from public, anon, authenticated;
grant execute on function public.alert_confirm(uuid, text),
  public.alert_unsubscribe(text, text)
  to anon, authenticated;
grant execute on function public.unit_facts_sync(jsonb, timestamptz),
  public.alert_prepare(timestamptz), public.alert_mail_claim(timestamptz, integer),
  public.alert_mail_result(uuid, text, text, timestamptz), public.alert_unsubscribe_token(text),
  public.alert_unsubscribe(text, text), public.alert_retention(timestamptz),
  public.alert_erase_address(text), public.alert_link_token(text, text),
  public.alert_target(public.alert_subscriptions), public.alert_unit_state(text, text),
  public.alert_event_data(public.alert_events), public.alert_ops_prepare(timestamptz),
  public.mail_queue_next(text, text, integer, timestamptz, timestamptz, timestamptz)
  to service_role;

-- Hosted, where pg_cron exists: retention daily, the ops alert on failed buyer mails every five minutes (preparing
-- and sending the buyer mails is the delivery function's sweep).
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('alert-retention', '23 3 * * *', $cron$select public.alert_retention()$cron$);
    perform cron.schedule('alert-ops', '*/5 * * * *', $cron$select public.alert_ops_prepare()$cron$);
  end if;
end
$$;
