-- Viewings (issue 51), the mail side: the buyer's mails of viewing_mails are delivered by the delivery function's
-- sweep like every other queued mail, the staff get the day's viewings each morning, and old bookings go.
--
--   * viewing_mail_claim / viewing_mail_result: the queue of viewing_mails, as desk_reply_mail_claim / _result (a
--     two-minute lease, the provider's idempotency key viewing-mail/<id>, mail_queue_next's retries); a mail not
--     sent before its viewing begins, or replaced by a newer one of the booking, is failed, not sent late.
--   * viewing_day_mails: one mail a Berlin day per recipient listing the day's viewings with each party's name,
--     phone, flats and status. It goes to every admin and to each agent who leads a slot that day; none on a day
--     without a booked party. Made by viewing_day_mails_prepare (hosted: pg_cron at 06:00 UTC, as the follow-ups'
--     morning mail), sent by the sweep (viewing_day_mail_claim / _result).
--   * viewing_retention: spam bookings after 30 days, client addresses after 7 days, a booking
--     contact_settings.lead_retention_months after its viewing (as a lead after it arrived), mail copies after 30
--     days, ended slots without bookings after the same months.

-- ---------------------------------------------------------------------------------------------------------
-- The buyer's mails.
-- ---------------------------------------------------------------------------------------------------------
-- Why an unsent mail is no longer worth sending: its viewing has begun (a confirmation or reminder after the time
-- helps nobody), or a newer mail of the booking (a higher SEQUENCE: a change, the cancellation) replaces it; else null.
create function public.viewing_mail_stale(p_mail public.viewing_mails, p_now timestamptz) returns text
language sql stable
set search_path = ''
as $$
  select case
    when (p_mail.data ->> 'startsAt')::timestamptz <= p_now then 'not sent: the viewing began before it could be'
    when exists (select 1 from public.viewing_mails n
                  where n.booking_id = p_mail.booking_id and n.sequence > p_mail.sequence)
      then 'not sent: a newer mail of the booking replaces it' end
$$;

-- Due mails with a lease of two minutes, as the other queues; a stale one (viewing_mail_stale) is failed instead,
-- with the reason.
create function public.viewing_mail_claim(p_now timestamptz default now(), p_limit integer default 20)
returns table (id uuid, created_at timestamptz, kind text, sequence integer, to_email text, locale text, data jsonb)
language sql
set search_path = ''
as $$
  with stale as (
    update public.viewing_mails m
       set send_status = 'failed', next_at = 'infinity', error = public.viewing_mail_stale(m, p_now)
     where m.send_status in ('pending', 'failed') and m.next_at <> 'infinity'
       and public.viewing_mail_stale(m, p_now) is not null
  ), claimed as (
    update public.viewing_mails m
       set next_at = p_now + interval '2 minutes'
     where m.id in (
       select d.id from public.viewing_mails d
        where d.next_at <= p_now and public.viewing_mail_stale(d, p_now) is null
          and (d.send_status = 'pending' or (d.send_status = 'failed' and d.created_at > p_now - interval '3 days'))
        order by d.next_at
        limit p_limit
        for update skip locked)
    returning m.*
  )
  select c.id, c.created_at, c.kind, c.sequence, c.to_email, c.locale, c.data from claimed c
   order by c.next_at, c.created_at
$$;

create function public.viewing_mail_result(p_id uuid, p_outcome text, p_error text default null,
                                           p_now timestamptz default now())
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_outcome not in ('sent', 'retry', 'permanent') then
    raise exception 'unknown outcome %', p_outcome;
  end if;
  update public.viewing_mails m
     set attempts = m.attempts + 1,
         (send_status, next_at) = (select n.status, n.next_at from public.mail_queue_next(
           p_outcome, m.send_status, m.attempts, m.created_at, m.next_at, p_now) n),
         sent_at = case when p_outcome = 'sent' then p_now end,
         error = case when p_outcome = 'sent' then null else left(p_error, 1000) end
   where m.id = p_id and m.send_status in ('pending', 'failed');
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- The staff's day mail.
-- ---------------------------------------------------------------------------------------------------------
create table public.viewing_day_mails (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  to_email text not null,
  locale text not null check (locale in ('en', 'de')),
  -- The Berlin day it lists: one mail a day per recipient.
  day date not null,
  -- The bookings it names (an erased booking is taken out: viewing_day_mails_forget_booking).
  booking_ids uuid[] not null,
  -- What it says, fixed when made, so a retry sends the same mail.
  data jsonb not null,
  send_status text not null default 'pending' check (send_status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_at timestamptz not null,
  sent_at timestamptz,
  error text,
  constraint viewing_day_mails_one_a_day unique (user_id, day)
);
create index viewing_day_mails_due_idx on public.viewing_day_mails (next_at) where send_status in ('pending', 'failed');
alter table public.viewing_day_mails enable row level security;
revoke all on table public.viewing_day_mails from public, anon, authenticated;
grant all on table public.viewing_day_mails to service_role;

-- An erased (or expired) booking leaves no trace in a day mail, sent or not: its party is taken out of the copy.
create function public.viewing_day_mails_forget_booking() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.viewing_day_mails m
     set booking_ids = array_remove(m.booking_ids, old.id),
         data = jsonb_set(m.data, '{slots}', (
           select jsonb_agg(jsonb_set(slot, '{parties}', coalesce((
                    select jsonb_agg(party order by at)
                      from jsonb_array_elements(slot -> 'parties') with ordinality as p(party, at)
                     where party ->> 'bookingId' <> old.id::text), '[]'::jsonb)) order by place)
             from jsonb_array_elements(m.data -> 'slots') with ordinality as s(slot, place)))
   where m.booking_ids @> array[old.id];
  return null;
end
$$;
create trigger viewing_day_mails_forget_booking
  after delete on public.viewing_bookings
  for each row execute function public.viewing_day_mails_forget_booking();

-- The parties that hold a place (booked, or already marked at the site).
create function public.viewing_day_parties(p_slot uuid) returns jsonb
language sql stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'bookingId', b.id, 'name', b.name, 'phone', b.phone, 'email', b.email, 'weNrs', to_jsonb(b.we_nrs),
           'status', b.status) order by b.created_at, b.id), '[]'::jsonb)
    from public.viewing_bookings b
   where b.slot_id = p_slot and b.status in ('booked', 'attended', 'no_show')
$$;

-- Makes the mail of the Berlin day of p_now for every admin and every agent of a slot that day, when a party is
-- booked that day; a recipient who has the day's mail gets no second one. Mails go after 30 days. Returns how many
-- mails it made.
create function public.viewing_day_mails_prepare(p_now timestamptz default now()) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (p_now at time zone 'Europe/Berlin')::date;
  day_start timestamptz := today::timestamp at time zone 'Europe/Berlin';
  day_end timestamptz := (today + 1)::timestamp at time zone 'Europe/Berlin';
  ids uuid[];
  slots jsonb;
  made integer;
begin
  perform pg_advisory_xact_lock(hashtext('public.viewing_day_mails_prepare'));
  delete from public.viewing_day_mails m where m.created_at < p_now - interval '30 days';
  select coalesce(array_agg(b.id order by s.starts_at, b.created_at, b.id), '{}') into ids
    from public.viewing_slots s join public.viewing_bookings b on b.slot_id = s.id
   where s.starts_at >= day_start and s.starts_at < day_end and s.cancelled_at is null
     and b.status in ('booked', 'attended', 'no_show');
  if cardinality(ids) = 0 then
    return 0;
  end if;
  select jsonb_agg(jsonb_build_object(
           'slotId', s.id, 'startsAt', s.starts_at, 'endsAt', s.ends_at, 'kind', s.kind, 'capacity', s.capacity,
           'weNr', s.we_nr, 'meetingPoint', s.meeting_point, 'agentName', s.agent_name,
           'parties', public.viewing_day_parties(s.id)) order by s.starts_at, s.id)
    into slots
    from public.viewing_slots s
   where s.starts_at >= day_start and s.starts_at < day_end and s.cancelled_at is null;
  with mails as (
    insert into public.viewing_day_mails (created_at, user_id, to_email, locale, day, booking_ids, data, next_at)
    select p_now, m.user_id, u.email, m.locale, today, ids, jsonb_build_object('day', today, 'slots', slots), p_now
      from public.staff_members m
      join auth.users u on u.id = m.user_id
     where m.role = 'admin'
        or exists (select 1 from public.viewing_slots s
                    where s.agent_id = m.user_id and s.starts_at >= day_start and s.starts_at < day_end
                      and s.cancelled_at is null)
    on conflict (user_id, day) do nothing
    returning 1
  )
  select count(*) into made from mails;
  return made;
end
$$;

create function public.viewing_day_mail_claim(p_now timestamptz default now(), p_limit integer default 20)
returns table (id uuid, created_at timestamptz, to_email text, locale text, data jsonb)
language sql
set search_path = ''
as $$
  with claimed as (
    update public.viewing_day_mails m
       set next_at = p_now + interval '2 minutes'
     where m.id in (
       select d.id from public.viewing_day_mails d
        where d.next_at <= p_now
          and (d.send_status = 'pending' or (d.send_status = 'failed' and d.created_at > p_now - interval '3 days'))
        order by d.next_at
        limit p_limit
        for update skip locked)
    returning m.*
  )
  select c.id, c.created_at, c.to_email, c.locale, c.data from claimed c order by c.next_at, c.created_at
$$;

create function public.viewing_day_mail_result(p_id uuid, p_outcome text, p_error text default null,
                                               p_now timestamptz default now())
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_outcome not in ('sent', 'retry', 'permanent') then
    raise exception 'unknown outcome %', p_outcome;
  end if;
  update public.viewing_day_mails m
     set attempts = m.attempts + 1,
         (send_status, next_at) = (select n.status, n.next_at from public.mail_queue_next(
           p_outcome, m.send_status, m.attempts, m.created_at, m.next_at, p_now) n),
         sent_at = case when p_outcome = 'sent' then p_now end,
         error = case when p_outcome = 'sent' then null else left(p_error, 1000) end
   where m.id = p_id and m.send_status in ('pending', 'failed');
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Retention, as the contact messages' (contact_retention): the same periods and the same lead setting.
-- ---------------------------------------------------------------------------------------------------------
create function public.viewing_retention(p_now timestamptz default now()) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  keep interval := make_interval(months => public.contact_setting('lead_retention_months')::integer);
  spam integer;
  ips integer;
  bookings integer;
  mails integer;
  day_mails integer;
  slots integer;
begin
  delete from public.viewing_bookings b where b.status = 'spam' and b.created_at < p_now - interval '30 days';
  get diagnostics spam = row_count;
  update public.viewing_bookings b set client_ip = null
   where b.client_ip is not null and b.created_at < p_now - interval '7 days';
  get diagnostics ips = row_count;
  -- A booking (and with it its mails) goes the lead period after its viewing ended.
  delete from public.viewing_bookings b using public.viewing_slots s
   where s.id = b.slot_id and s.ends_at < p_now - keep;
  get diagnostics bookings = row_count;
  delete from public.viewing_mails m where m.created_at < p_now - interval '30 days';
  get diagnostics mails = row_count;
  delete from public.viewing_day_mails m where m.created_at < p_now - interval '30 days';
  get diagnostics day_mails = row_count;
  delete from public.viewing_slots s
   where s.ends_at < p_now - keep and not exists (select 1 from public.viewing_bookings b where b.slot_id = s.id);
  get diagnostics slots = row_count;
  return json_build_object('viewing_spam', spam, 'viewing_ips_cleared', ips, 'viewing_bookings', bookings,
                           'viewing_mails', mails, 'viewing_day_mails', day_mails, 'viewing_slots', slots);
end
$$;

revoke all on function public.viewing_mail_stale(public.viewing_mails, timestamptz),
  public.viewing_mail_claim(timestamptz, integer),
  public.viewing_mail_result(uuid, text, text, timestamptz), public.viewing_day_mails_forget_booking(),
  public.viewing_day_parties(uuid), public.viewing_day_mails_prepare(timestamptz),
  public.viewing_day_mail_claim(timestamptz, integer), public.viewing_day_mail_result(uuid, text, text, timestamptz),
  public.viewing_retention(timestamptz)
  from public, anon, authenticated;
grant execute on function public.viewing_mail_stale(public.viewing_mails, timestamptz),
  public.viewing_mail_claim(timestamptz, integer),
  public.viewing_mail_result(uuid, text, text, timestamptz), public.viewing_day_mails_prepare(timestamptz),
  public.viewing_day_mail_claim(timestamptz, integer), public.viewing_day_mail_result(uuid, text, text, timestamptz),
  public.viewing_retention(timestamptz)
  to service_role;

-- Hosted, where pg_cron exists: the day mails at 06:00 UTC with the follow-ups' (the sweep sends them), the
-- retention daily.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('viewing-day-mails', '0 6 * * *', $cron$select public.viewing_day_mails_prepare()$cron$);
    perform cron.schedule('viewing-retention', '31 3 * * *', $cron$select public.viewing_retention()$cron$);
  end if;
end
$$;
