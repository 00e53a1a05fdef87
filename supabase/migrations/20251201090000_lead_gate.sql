-- Trust nothing the client says and miss no lead.
--
-- 1. The client IP is the one the gateway saw: one helper (contact_client_ip) reads the request header named
--    by one setting (contact_settings.client_ip_header, default cf-connecting-ip), used by the insert trigger
--    and by the function's limits. supabase/README.md explains the choice and how to confirm it live.
-- 2. A proof-of-work challenge (ALTCHA, issued by the contact-challenge function with altcha-lib) replaces the
--    client-reported fill time: the insert trigger verifies the solution (HMAC-SHA-256 with pgcrypto, secrets
--    generated here), refuses a replay as a lead, and classes the row once, when it is stored. A row without
--    a solution (a message queued by an older build) is 'missing': mailed, marked as unverified, never spam.
--    A global cap on new leads per minute keeps a flood from pushing real leads past their retry window.
-- 3. Honest delivery: a permanent provider refusal fails the row at once (visible, alerted); a failed row is
--    retried hourly for three days.
-- 6. Alerts and the daily spam digest: contact_ops_mail_prepare decides, a path apart from the function sends
--    (hosted: pg_cron + pg_net straight to the mail API; locally: the backend's timer into its mailbox).
-- 7. Retention (contact_retention) and erasure by e-mail address (contact_erase), service role only.

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;

-- Not exposed by the Data API (config.toml exposes "public" only); reached through security definer functions.
create schema if not exists private;
revoke all on schema private from public;

-- ---------------------------------------------------------------------------------------------------------
-- Settings: one row per choice, changed by staff (SQL editor or table editor), read by the functions below.
-- ---------------------------------------------------------------------------------------------------------
create table public.contact_settings (
  key text primary key,
  value text not null,
  constraint contact_settings_value_valid check (case key
    -- The request header that carries the client address the gateway saw; its rightmost element is used.
    when 'client_ip_header' then value ~ '^[a-z0-9-]+$'
    -- true: a row without a challenge solution is spam (switch on once no older build can still send).
    when 'challenge_required' then value in ('true', 'false')
    -- Leads (rows that are not spam) are deleted this many months after they were stored.
    when 'lead_retention_months' then value ~ '^[1-9][0-9]{0,2}$'
    -- Recipient and sender of the alerts and the spam digest sent by the database (hosted).
    when 'ops_mail_to' then value = '' or value ~ '^[^@\s]+@[^@\s]+$'
    when 'ops_mail_from' then true
    else false end)
);
insert into public.contact_settings (key, value) values
  ('client_ip_header', 'cf-connecting-ip'),
  ('challenge_required', 'false'),
  ('lead_retention_months', '24'),
  ('ops_mail_to', ''),
  ('ops_mail_from', '');

alter table public.contact_settings enable row level security;
revoke all on table public.contact_settings from public, anon, authenticated;
grant all on table public.contact_settings to service_role;

create function public.contact_setting(p_key text) returns text
language sql stable
security definer
set search_path = ''
as $$
  select s.value from public.contact_settings s where s.key = p_key
$$;

-- ---------------------------------------------------------------------------------------------------------
-- 1. The client IP: the rightmost element of the configured header (a proxy appends what it saw on the
--    right; a single-valued header such as cf-connecting-ip is its own rightmost element). IPv6 addresses
--    count per /64 network (one subscriber's prefix), so rotating addresses inside it does not escape a
--    limit. A missing or malformed header is 'unknown': such requests share one bucket instead of none.
-- ---------------------------------------------------------------------------------------------------------
create function public.contact_client_ip(p_headers json) returns text
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  hop text := btrim(regexp_replace(coalesce(p_headers ->> public.contact_setting('client_ip_header'), ''),
                                   '^.*,', ''));
  address inet;
begin
  if hop = '' then
    return 'unknown';
  end if;
  address := hop::inet;
  return case when family(address) = 6 then set_masklen(address, 64)::cidr::text else host(address) end;
exception when invalid_text_representation then
  return 'unknown';
end
$$;

-- The caller's IP for the insert trigger: PostgREST puts the request headers into this setting.
create or replace function public.contact_request_ip() returns text
language sql stable
set search_path = ''
as $$
  select public.contact_client_ip(coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json)
$$;

-- The function's limits take the headers of its own request and the same helper.
drop function public.contact_notification_request(uuid, text);
create function public.contact_notification_request(p_id uuid, p_headers json) returns json
language plpgsql
set search_path = ''
as $$
declare
  ip text := public.contact_client_ip(p_headers);
  row_email text;
  retry integer;
begin
  delete from public.contact_notify_requests where at < now() - interval '1 day';
  select s.email into row_email from public.contact_submissions s where s.id = p_id;
  retry := greatest(
    public.contact_limit_retry_after('notify_per_ip', array(
      select r.at from public.contact_notify_requests r, public.contact_limits l
       where l.scope = 'notify_per_ip' and r.client_ip = ip
         and r.at > now() - make_interval(secs => l.window_seconds))),
    case when row_email is null then 0 else public.contact_limit_retry_after('notify_per_email', array(
      select r.at from public.contact_notify_requests r, public.contact_limits l
       where l.scope = 'notify_per_email' and lower(r.email) = lower(row_email)
         and r.at > now() - make_interval(secs => l.window_seconds))) end);
  if retry > 0 then
    return json_build_object('status', 'rate_limited', 'retry_after', retry);
  end if;
  insert into public.contact_notify_requests (client_ip, email) values (ip, row_email);
  return json_build_object('status', case when row_email is null then 'not_found' else 'ok' end);
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- 2. The challenge. The secrets are made here, once per database, and never leave it except to the
--    contact-challenge function (service role). Rotating one: update private.contact_secrets set value =
--    encode(extensions.gen_random_bytes(32), 'hex') where name = …; challenges issued before then no
--    longer verify (their rows become spam and show in the daily digest).
-- ---------------------------------------------------------------------------------------------------------
create table private.contact_secrets (
  name text primary key check (name in ('altcha_signature', 'altcha_key_signature')),
  value text not null check (char_length(value) >= 32)
);
insert into private.contact_secrets (name, value) values
  ('altcha_signature', encode(extensions.gen_random_bytes(32), 'hex')),
  ('altcha_key_signature', encode(extensions.gen_random_bytes(32), 'hex'));
revoke all on table private.contact_secrets from public;

-- Signatures of accepted solutions (a replay is refused), kept until their challenge has expired.
create table private.contact_challenge_uses (
  signature text primary key,
  expires_at timestamptz not null
);
revoke all on table private.contact_challenge_uses from public;

create function public.contact_challenge_secrets() returns json
language sql stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'signature', (select value from private.contact_secrets where name = 'altcha_signature'),
    'keySignature', (select value from private.contact_secrets where name = 'altcha_key_signature'))
$$;

-- The verdict on a solution payload, as the altcha widget sends it (base64 of {challenge, solution}; plain
-- JSON is accepted too): 'missing' | 'invalid' | 'expired' | 'replayed' | 'verified'. Records a verified
-- one as used (the caller's transaction decides whether that sticks).
--
-- This is altcha-lib's verifySolution for the one shape contact-challenge issues (PBKDF2/SHA-256 with a
-- key signature, no data), in SQL: the challenge signature is HMAC-SHA-256 over the parameters as
-- JSON.stringify writes them with sorted keys, which for this shape (integers and hex strings only) is
-- rebuilt exactly; the solution is correct when HMAC-SHA-256 of its derived key is the signed key signature.
-- Any other shape is invalid. tests/backend/contact-challenge.test.ts solves real challenges with altcha-lib.
create function public.contact_challenge_verdict(p_payload text, p_now timestamptz) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  doc jsonb;
  p jsonb;
  solution jsonb;
  signature text;
  canonical text;
begin
  if p_payload is null or btrim(p_payload) = '' then
    return 'missing';
  end if;
  begin
    doc := case when left(btrim(p_payload), 1) = '{' then p_payload::jsonb
                else convert_from(decode(btrim(p_payload), 'base64'), 'UTF8')::jsonb end;
  exception when others then
    return 'invalid';
  end;
  if jsonb_typeof(doc) <> 'object' or jsonb_typeof(doc -> 'challenge') <> 'object'
     or jsonb_typeof(doc -> 'challenge' -> 'parameters') <> 'object' or jsonb_typeof(doc -> 'solution') <> 'object' then
    return 'invalid';
  end if;
  p := doc -> 'challenge' -> 'parameters';
  solution := doc -> 'solution';
  signature := doc -> 'challenge' ->> 'signature';
  if (select array_agg(k order by k collate "C") from jsonb_object_keys(p) as k)
       <> array['algorithm', 'cost', 'expiresAt', 'keyLength', 'keyPrefix', 'keySignature', 'nonce', 'salt']
     or p ->> 'algorithm' is distinct from 'PBKDF2/SHA-256'
     or jsonb_typeof(p -> 'cost') <> 'number' or (p ->> 'cost') !~ '^[1-9][0-9]{0,9}$'
     or jsonb_typeof(p -> 'expiresAt') <> 'number' or (p ->> 'expiresAt') !~ '^[1-9][0-9]{0,11}$'
     or jsonb_typeof(p -> 'keyLength') <> 'number' or (p ->> 'keyLength') !~ '^[1-9][0-9]{0,3}$'
     or jsonb_typeof(p -> 'keyPrefix') <> 'string' or (p ->> 'keyPrefix') !~ '^[0-9a-f]+$' or char_length(p ->> 'keyPrefix') > 256
     or jsonb_typeof(p -> 'keySignature') <> 'string' or (p ->> 'keySignature') !~ '^[0-9a-f]{64}$'
     or jsonb_typeof(p -> 'nonce') <> 'string' or (p ->> 'nonce') !~ '^[0-9a-f]+$' or char_length(p ->> 'nonce') > 256
     or jsonb_typeof(p -> 'salt') <> 'string' or (p ->> 'salt') !~ '^[0-9a-f]+$' or char_length(p ->> 'salt') > 256
     or signature is null or signature !~ '^[0-9a-f]{64}$'
     or jsonb_typeof(solution -> 'derivedKey') <> 'string' or (solution ->> 'derivedKey') !~ '^([0-9a-f]{2})+$'
     or char_length(solution ->> 'derivedKey') > 1024
     or jsonb_typeof(solution -> 'counter') <> 'number' or (solution ->> 'counter') !~ '^[0-9]{1,10}$'
     or (solution ->> 'counter')::bigint > 4294967295 then
    return 'invalid';
  end if;
  canonical := format('{"algorithm":"%s","cost":%s,"expiresAt":%s,"keyLength":%s,"keyPrefix":"%s","keySignature":"%s","nonce":"%s","salt":"%s"}',
    p ->> 'algorithm', p ->> 'cost', p ->> 'expiresAt', p ->> 'keyLength', p ->> 'keyPrefix',
    p ->> 'keySignature', p ->> 'nonce', p ->> 'salt');
  if encode(extensions.hmac(convert_to(canonical, 'UTF8'),
       convert_to((select value from private.contact_secrets where name = 'altcha_signature'), 'UTF8'), 'sha256'), 'hex')
     <> signature then
    return 'invalid';
  end if;
  if (p ->> 'expiresAt')::bigint < extract(epoch from p_now) then
    return 'expired';
  end if;
  if encode(extensions.hmac(decode(solution ->> 'derivedKey', 'hex'),
       convert_to((select value from private.contact_secrets where name = 'altcha_key_signature'), 'UTF8'), 'sha256'), 'hex')
     <> p ->> 'keySignature' then
    return 'invalid';
  end if;
  insert into private.contact_challenge_uses (signature, expires_at)
    values (signature, to_timestamp((p ->> 'expiresAt')::bigint))
    on conflict do nothing;
  return case when found then 'verified' else 'replayed' end;
end
$$;

alter table public.contact_submissions
  -- Sent by the form (the altcha widget's value); verified by the insert trigger.
  add column altcha_payload text,
  -- Set by the insert trigger: the verdict on altcha_payload (see contact_challenge_verdict).
  add column challenge_status text,
  -- The notify_status the last alert reported for this row (null: none yet).
  add column alerted_status text,
  add constraint contact_submissions_altcha_payload_length check (char_length(altcha_payload) <= 8000),
  add constraint contact_submissions_challenge_status_valid
    check (challenge_status in ('missing', 'invalid', 'expired', 'replayed', 'verified'));

grant insert (altcha_payload) on table public.contact_submissions to anon, authenticated;

-- The global cap: at most this many new leads (rows that are not spam) per minute, whoever sends them.
alter table public.contact_limits drop constraint contact_limits_scope_check;
alter table public.contact_limits add constraint contact_limits_scope_check
  check (scope in ('insert_per_ip', 'insert_per_email', 'notify_per_ip', 'notify_per_email', 'leads_per_minute'));
insert into public.contact_limits (scope, max_count, window_seconds) values ('leads_per_minute', 20, 60);

create index contact_submissions_lead_created_idx
  on public.contact_submissions (created_at) where notify_status <> 'spam';

-- The insert: the client IP, the verdict, the class, then the limits (a refusal rolls the verdict back, so
-- a refused row's solution stays usable for its retry).
create or replace function public.contact_submissions_before_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ip text := public.contact_request_ip();
  retry integer;
begin
  -- A retried insert of a stored id: ON CONFLICT (id) DO NOTHING drops it, it must not count or be refused.
  if exists (select 1 from public.contact_submissions s where s.id = new.id) then
    return new;
  end if;
  new.client_ip := ip;
  new.notify_attempts := 0;
  new.notify_next_at := now();
  new.notified_at := null;
  new.notify_error := null;
  new.alerted_status := null;
  new.challenge_status := public.contact_challenge_verdict(new.altcha_payload, now());
  -- A filled hidden field, or a solution that is not a valid, unexpired, unused one: spam (stored, never
  -- mailed, listed in the daily digest). No solution at all: a lead, marked unverified in the mail, unless
  -- staff require one. The fill time the client reports (fill_ms) is kept but decides nothing.
  new.notify_status := case
    when new.honeypot <> '' then 'spam'
    when new.challenge_status = 'verified' then 'pending'
    when new.challenge_status = 'missing' and public.contact_setting('challenge_required') <> 'true' then 'pending'
    else 'spam' end;
  retry := greatest(
    public.contact_limit_retry_after('insert_per_ip', array(
      select s.created_at from public.contact_submissions s, public.contact_limits l
       where l.scope = 'insert_per_ip' and s.client_ip = ip
         and s.created_at > now() - make_interval(secs => l.window_seconds))),
    public.contact_limit_retry_after('insert_per_email', array(
      select s.created_at from public.contact_submissions s, public.contact_limits l
       where l.scope = 'insert_per_email' and lower(s.email) = lower(new.email)
         and s.created_at > now() - make_interval(secs => l.window_seconds))),
    case when new.notify_status = 'spam' then 0 else public.contact_limit_retry_after('leads_per_minute', array(
      select s.created_at from public.contact_submissions s, public.contact_limits l
       where l.scope = 'leads_per_minute' and s.notify_status <> 'spam'
         and s.created_at > now() - make_interval(secs => l.window_seconds))) end);
  if retry > 0 then
    perform public.contact_raise_rate_limited(retry);
  end if;
  return new;
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- 3. Delivery: due rows are pending ones, and failed ones once an hour for three days after they were
--    stored. The result is 'sent', 'retry' (backoff; the tenth failed attempt makes the row failed) or
--    'permanent' (the provider refused this mail for good: failed at once, not retried, alerted).
-- ---------------------------------------------------------------------------------------------------------
drop index public.contact_submissions_notify_due_idx;
create index contact_submissions_notify_due_idx
  on public.contact_submissions (notify_next_at) where notify_status in ('pending', 'failed');

create or replace function public.contact_notification_claim(p_id uuid default null, p_now timestamptz default now(),
                                                             p_limit integer default 20)
returns setof public.contact_submissions
language sql
set search_path = ''
as $$
  update public.contact_submissions s
     set notify_next_at = p_now + interval '2 minutes'
   where s.id in (
     select d.id from public.contact_submissions d
      where d.notify_next_at <= p_now and (p_id is null or d.id = p_id)
        and (d.notify_status = 'pending'
             or (d.notify_status = 'failed' and d.created_at > p_now - interval '3 days'))
      order by d.notify_next_at
      limit p_limit
      for update skip locked)
  returning s.*
$$;

drop function public.contact_notification_result(uuid, boolean, text, timestamptz);
create function public.contact_notification_result(p_id uuid, p_outcome text, p_error text default null,
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
         notify_status = case
           when p_outcome = 'sent' then 'sent'
           when p_outcome = 'permanent' or s.notify_status = 'failed' or s.notify_attempts + 1 >= 10 then 'failed'
           else 'pending' end,
         notified_at = case when p_outcome = 'sent' then p_now end,
         notify_error = case when p_outcome = 'sent' then null else left(p_error, 1000) end,
         notify_next_at = case
           when p_outcome = 'sent' then s.notify_next_at
           when p_outcome = 'permanent' then 'infinity'
           when s.notify_status = 'pending' and s.notify_attempts + 1 < 10
             then p_now + least(interval '10 minutes', interval '10 seconds' * power(2, s.notify_attempts))
           when p_now + interval '1 hour' < s.created_at + interval '3 days' then p_now + interval '1 hour'
           else 'infinity' end
   where s.id = p_id and s.notify_status in ('pending', 'failed');
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- 6. Mails to sales about the queue itself, decided here and sent by a path that does not use the
--    send-contact-email function: an alert when a row is failed or still pending 30 minutes after it was
--    stored (at most one an hour, listing every such row not yet reported in that state), and a daily
--    digest (from 07:00 Berlin time) of the rows classed as spam since the previous one.
-- ---------------------------------------------------------------------------------------------------------
create table public.contact_ops_mails (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('alert', 'spam_digest')),
  created_at timestamptz not null,
  -- A digest covers the spam rows stored up to this moment.
  covers_until timestamptz,
  submission_ids uuid[] not null,
  subject text not null,
  body text not null,
  sent_at timestamptz,
  attempts integer not null default 0,
  -- Hosted: the pg_net request of the last attempt, whose answer decides sent_at.
  request_id bigint,
  last_error text
);
create index contact_ops_mails_unsent_idx on public.contact_ops_mails (id) where sent_at is null;
alter table public.contact_ops_mails enable row level security;
revoke all on table public.contact_ops_mails from public, anon, authenticated;
grant all on table public.contact_ops_mails to service_role;

create function public.contact_ops_row_line(s public.contact_submissions) returns text
language sql stable
set search_path = ''
as $$
  select format(E'- %s  %s <%s>, %s\n  stored %s, status %s after %s attempt(s)%s\n  id %s',
    to_char(s.created_at at time zone 'Europe/Berlin', 'YYYY-MM-DD HH24:MI'), s.name, s.email, s.phone,
    to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), s.notify_status, s.notify_attempts,
    case when s.notify_error is null then '' else E'\n  last error: ' || s.notify_error end, s.id)
$$;

-- Creates the alert and the digest that are due at p_now; returns every ops mail not yet sent.
create function public.contact_ops_mail_prepare(p_now timestamptz default now())
returns setof public.contact_ops_mails
language plpgsql
set search_path = ''
as $$
declare
  ids uuid[];
  lines text;
  last_digest timestamptz;
  berlin timestamp := p_now at time zone 'Europe/Berlin';
begin
  if not exists (select 1 from public.contact_ops_mails m where m.kind = 'alert' and m.created_at > p_now - interval '1 hour') then
    select array_agg(s.id order by s.created_at), string_agg(public.contact_ops_row_line(s), E'\n\n' order by s.created_at)
      into ids, lines
      from public.contact_submissions s
     where (s.notify_status = 'failed' and s.alerted_status is distinct from 'failed')
        or (s.notify_status = 'pending' and s.alerted_status is null and s.created_at <= p_now - interval '30 minutes');
    if ids is not null then
      insert into public.contact_ops_mails (kind, created_at, submission_ids, subject, body)
      values ('alert', p_now, ids,
        format('[Grabbeallee 68] %s contact request(s) not delivered to sales', cardinality(ids)),
        E'These contact requests from the website have not reached the sales mailbox by e-mail yet.\n'
        || E'Failed ones are retried every hour for three days; please contact the people directly.\n\n'
        || lines || E'\n');
      update public.contact_submissions s set alerted_status = s.notify_status where s.id = any(ids);
    end if;
  end if;

  select max(m.covers_until) into last_digest from public.contact_ops_mails m where m.kind = 'spam_digest';
  if extract(hour from berlin) >= 7
     and (last_digest is null or (last_digest at time zone 'Europe/Berlin')::date < berlin::date) then
    select array_agg(s.id order by s.created_at), string_agg(
             public.contact_ops_row_line(s) || format(E'\n  why: %s\n  message: %s',
               case when s.honeypot <> '' then 'the hidden form field was filled in'
                    else 'anti-spam check ' || s.challenge_status end,
               left(replace(s.message, E'\n', ' '), 300)), E'\n\n' order by s.created_at)
      into ids, lines
      from public.contact_submissions s
     where s.notify_status = 'spam' and s.created_at <= p_now
       and s.created_at > coalesce(last_digest, p_now - interval '1 day');
    if ids is not null then
      insert into public.contact_ops_mails (kind, created_at, covers_until, submission_ids, subject, body)
      values ('spam_digest', p_now, p_now, ids,
        format('[Grabbeallee 68] %s contact request(s) classed as spam', cardinality(ids)),
        E'The website stored these contact requests as spam and did not forward them.\n'
        || E'If a real buyer is among them, please answer them directly.\n\n' || lines || E'\n');
    end if;
  end if;

  return query select * from public.contact_ops_mails m where m.sent_at is null order by m.id;
end
$$;

-- Records one attempt (p_attempt false: only what a hosted attempt's answer said).
create function public.contact_ops_mail_result(p_id bigint, p_sent boolean, p_error text default null,
                                               p_request_id bigint default null, p_attempt boolean default true,
                                               p_now timestamptz default now())
returns void
language sql
set search_path = ''
as $$
  update public.contact_ops_mails m
     set sent_at = case when p_sent then p_now end,
         attempts = m.attempts + case when p_attempt then 1 else 0 end,
         request_id = coalesce(p_request_id, m.request_id),
         last_error = left(p_error, 1000)
   where m.id = p_id and m.sent_at is null
$$;

-- Hosted sender (pg_cron every five minutes): posts each unsent ops mail to the mail API through pg_net,
-- with the key from Vault (secret 'resend_api_key') and ops_mail_to / ops_mail_from from contact_settings;
-- a later run reads pg_net's answer and marks the mail sent, or posts it again (same idempotency key).
-- Does nothing where pg_net or Vault is missing (the embedded backend sends from its own timer).
create function public.contact_ops_mail_send() returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  mail public.contact_ops_mails;
  api_key text;
  answer_status integer;
  answer_error text;
  answered boolean;
  request bigint;
begin
  if to_regnamespace('net') is null or to_regnamespace('vault') is null
     or public.contact_setting('ops_mail_to') = '' or public.contact_setting('ops_mail_from') = '' then
    return;
  end if;
  execute $sql$select decrypted_secret from vault.decrypted_secrets where name = 'resend_api_key'$sql$ into api_key;
  if api_key is null then
    return;
  end if;
  for mail in select * from public.contact_ops_mail_prepare(now()) loop
    if mail.request_id is not null then
      execute 'select true, status_code, error_msg from net._http_response where id = $1'
        into answered, answer_status, answer_error using mail.request_id;
      if answered is null then
        continue; -- still on its way
      elsif answer_status between 200 and 299 then
        perform public.contact_ops_mail_result(mail.id, true, null, null, false);
        continue;
      end if;
      perform public.contact_ops_mail_result(mail.id, false,
        btrim(coalesce(answer_status::text, '') || ' ' || coalesce(answer_error, '')), null, false);
    end if;
    if mail.attempts >= 50 then
      continue;
    end if;
    execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := 20000)'
      into request
      using 'https://api.resend.com/emails',
            jsonb_build_object('from', public.contact_setting('ops_mail_from'),
                               'to', jsonb_build_array(public.contact_setting('ops_mail_to')),
                               'subject', mail.subject, 'text', mail.body),
            jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || api_key,
                               'Idempotency-Key', 'contact-ops-mail/' || mail.id);
    perform public.contact_ops_mail_result(mail.id, false, null, request);
  end loop;
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- 7. Retention and erasure.
-- ---------------------------------------------------------------------------------------------------------
create table public.contact_erasures (
  id bigint generated always as identity primary key,
  erased_at timestamptz not null default now(),
  -- How many rows went; nothing about whose they were.
  rows_deleted integer not null
);
alter table public.contact_erasures enable row level security;
revoke all on table public.contact_erasures from public, anon, authenticated;
grant all on table public.contact_erasures to service_role;

-- Spam rows after 30 days, client IPs after 7 days, the function's request log after 1 day, leads after
-- lead_retention_months (contact_settings, default 24), alert and digest copies after 30 days, used
-- challenge signatures once their challenge has expired. Hosted: pg_cron daily; locally: the timer.
create function public.contact_retention(p_now timestamptz default now()) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  spam integer;
  ips integer;
  requests integer;
  leads integer;
  ops integer;
begin
  delete from public.contact_submissions s where s.notify_status = 'spam' and s.created_at < p_now - interval '30 days';
  get diagnostics spam = row_count;
  delete from public.contact_submissions s where s.notify_status <> 'spam'
     and s.created_at < p_now - make_interval(months => public.contact_setting('lead_retention_months')::integer);
  get diagnostics leads = row_count;
  update public.contact_submissions s set client_ip = null
   where s.client_ip is not null and s.created_at < p_now - interval '7 days';
  get diagnostics ips = row_count;
  delete from public.contact_notify_requests r where r.at < p_now - interval '1 day';
  get diagnostics requests = row_count;
  delete from public.contact_ops_mails m where m.created_at < p_now - interval '30 days';
  get diagnostics ops = row_count;
  delete from private.contact_challenge_uses u where u.expires_at < p_now;
  return json_build_object('spam_deleted', spam, 'leads_deleted', leads, 'ips_cleared', ips,
                           'requests_deleted', requests, 'ops_mails_deleted', ops);
end
$$;

-- Art. 17: deletes every row of an e-mail address (submissions, the function's request log, alert and
-- digest copies that list them) and records only that an erasure happened and how many rows went.
create function public.contact_erase(p_email text) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(p_email));
  ids uuid[];
  requests integer;
  ops integer;
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
  insert into public.contact_erasures (rows_deleted) values (cardinality(ids) + requests + ops);
  return json_build_object('submissions', cardinality(ids), 'requests', requests, 'ops_mails', ops);
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Privileges: the service role only (the function, pg_cron, staff with the service key).
-- ---------------------------------------------------------------------------------------------------------
revoke all on function public.contact_setting(text), public.contact_client_ip(json),
  public.contact_notification_request(uuid, json), public.contact_challenge_secrets(),
  public.contact_challenge_verdict(text, timestamptz),
  public.contact_notification_result(uuid, text, text, timestamptz),
  public.contact_ops_row_line(public.contact_submissions), public.contact_ops_mail_prepare(timestamptz),
  public.contact_ops_mail_result(bigint, boolean, text, bigint, boolean, timestamptz), public.contact_ops_mail_send(),
  public.contact_retention(timestamptz), public.contact_erase(text)
  from public, anon, authenticated;
grant execute on function public.contact_client_ip(json), public.contact_notification_request(uuid, json),
  public.contact_challenge_secrets(), public.contact_notification_result(uuid, text, text, timestamptz),
  public.contact_ops_row_line(public.contact_submissions), public.contact_ops_mail_prepare(timestamptz), public.contact_ops_mail_result(bigint, boolean, text, bigint, boolean, timestamptz),
  public.contact_retention(timestamptz), public.contact_erase(text)
  to service_role;

-- Hosted: the ops mails every five minutes and retention daily, where pg_cron exists.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_net')
     and exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_net with schema extensions;
    create extension if not exists pg_cron;
    perform cron.schedule('contact-ops-mails', '*/5 * * * *', $cron$select public.contact_ops_mail_send()$cron$);
    perform cron.schedule('contact-retention', '17 3 * * *', $cron$select public.contact_retention()$cron$);
  end if;
end
$$;
