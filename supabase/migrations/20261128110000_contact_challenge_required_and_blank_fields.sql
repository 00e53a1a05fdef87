-- Nobody in who does not belong.
--
-- 1. The challenge is required: every build in the field solves it, so a row without a valid solution is spam
--    (stored, listed in the daily digest, never mailed) and never counts against the global lead cap.
-- 2. Challenges are issued under a per-address limit (each one costs the server a key derivation).
-- 3. A name or phone that is whitespace only (Unicode spaces included), or a phone without a digit, is
--    refused, as the shared contact rules refuse it (the mailer would otherwise hold such a row for ever).

update public.contact_settings set value = 'true' where key = 'challenge_required';

-- ---------------------------------------------------------------------------------------------------------
-- 2. The challenge limit: the contact-challenge function asks before it issues one.
-- ---------------------------------------------------------------------------------------------------------
alter table public.contact_limits drop constraint contact_limits_scope_check;
alter table public.contact_limits add constraint contact_limits_scope_check
  check (scope in ('insert_per_ip', 'insert_per_email', 'notify_per_ip', 'notify_per_email', 'leads_per_minute',
                   'challenge_per_ip'));
-- A visitor needs one challenge per message (another when it expired in the outbox).
insert into public.contact_limits (scope, max_count, window_seconds) values ('challenge_per_ip', 30, 600);

-- Issued challenges, for the limit (pruned after a day).
create table public.contact_challenge_requests (
  at timestamptz not null default now(),
  client_ip text not null
);
create index contact_challenge_requests_ip_at_idx on public.contact_challenge_requests (client_ip, at);
alter table public.contact_challenge_requests enable row level security;
revoke all on table public.contact_challenge_requests from public, anon, authenticated;
grant all on table public.contact_challenge_requests to service_role;

-- {status: 'ok'} (and the issue is recorded) or {status: 'rate_limited', retry_after: seconds}.
create function public.contact_challenge_request(p_headers json) returns json
language plpgsql
set search_path = ''
as $$
declare
  ip text := public.contact_client_ip(p_headers);
  retry integer;
begin
  delete from public.contact_challenge_requests r where r.at < now() - interval '1 day';
  retry := public.contact_limit_retry_after('challenge_per_ip', array(
    select r.at from public.contact_challenge_requests r, public.contact_limits l
     where l.scope = 'challenge_per_ip' and r.client_ip = ip
       and r.at > now() - make_interval(secs => l.window_seconds)));
  if retry > 0 then
    return json_build_object('status', 'rate_limited', 'retry_after', retry);
  end if;
  insert into public.contact_challenge_requests (client_ip) values (ip);
  return json_build_object('status', 'ok');
end
$$;
revoke all on function public.contact_challenge_request(json) from public, anon, authenticated;
grant execute on function public.contact_challenge_request(json) to service_role;

-- ---------------------------------------------------------------------------------------------------------
-- 3. Blank values. The class is what JavaScript's String.prototype.trim removes (the rules trim first);
--    rows stored before this rule stay, every new row is checked.
-- ---------------------------------------------------------------------------------------------------------
alter table public.contact_submissions
  add constraint contact_submissions_name_not_blank
    check (name ~ '[^\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]') not valid,
  add constraint contact_submissions_phone_digit check (phone ~ '[0-9]') not valid;
