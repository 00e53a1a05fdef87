-- Viewings (issue 51): slots the sales team publishes, booked by buyers without an account.
--
--   * viewing_slots: a single appointment (capacity 1) or an open viewing (a window for up to 100 parties), for the
--     whole project or one flat, with a meeting point and an agent. Staff publish, move and cancel them
--     (compare-and-set on `version`); a move or a cancellation tells every booked party.
--   * viewing_bookings: one row per booking, inserted by the visitor's outbox as a contact message is (the
--     client's id, idempotent, proof of work, limits). The insert locks its slot's row and counts, in the same
--     transaction: concurrent bookings never exceed the capacity; a full or gone slot is refused with 409 and
--     the code 'slot_full' / 'slot_gone', so the client can offer the nearest free ones.
--   * The buyer's personal link (HMAC of the booking id, alert_link_token's secret) shows, moves or cancels the
--     booking without signing in; it is refused once the slot has ended or the booking is cancelled.
--   * viewing_mails: what the buyer is told, fixed when it happens (confirmation, change, cancellation, the
--     reminder 24 hours before), each with the booking's calendar SEQUENCE, at most one per booking, kind
--     and sequence. The reminders are made by viewing_reminders_prepare (hosted: pg_cron every 10 minutes).
--   * A booking names the lead with the same e-mail address, and that lead's log shows the viewing.

-- ---------------------------------------------------------------------------------------------------------
-- Slots.
-- ---------------------------------------------------------------------------------------------------------
create table public.viewing_slots (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  project_id text not null,
  -- A flat's own viewing, or null: the project (any flat the buyer names).
  we_nr text,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  -- single: one party; open: a window for `capacity` parties.
  kind text not null,
  capacity integer not null,
  meeting_point text not null,
  agent_id uuid references auth.users (id) on delete set null,
  -- The agent as the desk named them when the slot was published or moved (kept when the account goes).
  agent_name text,
  cancelled_at timestamptz,
  version bigint not null default 1,
  constraint viewing_slots_unit_fkey foreign key (project_id, we_nr) references public.units (project_id, we_nr),
  constraint viewing_slots_times check (ends_at > starts_at and ends_at <= starts_at + interval '12 hours'),
  constraint viewing_slots_kind check (kind in ('single', 'open')),
  constraint viewing_slots_capacity
    check ((kind = 'single' and capacity = 1) or (kind = 'open' and capacity between 2 and 100)),
  constraint viewing_slots_meeting_point check (meeting_point in ('show_flat', 'sales_container', 'site_gate'))
);
create index viewing_slots_starts_idx on public.viewing_slots (project_id, starts_at) where cancelled_at is null;
alter table public.viewing_slots enable row level security;
revoke all on table public.viewing_slots from public, anon, authenticated;
grant all on table public.viewing_slots to service_role;

-- ---------------------------------------------------------------------------------------------------------
-- Bookings.
-- ---------------------------------------------------------------------------------------------------------
create table public.viewing_bookings (
  -- Supplied by the client (its outbox's idempotency key), so a retried insert is ignored.
  id uuid primary key,
  created_at timestamptz not null default now(),
  slot_id uuid not null references public.viewing_slots (id),
  name text not null,
  email text not null,
  phone text not null,
  locale text not null,
  -- The flats the buyer wants to see (unit codes of the slot's project).
  we_nrs text[] not null default '{}',
  -- The version of the consent text the visitor saw.
  consent_text_version text not null,
  honeypot text not null default '',
  altcha_payload text,

  -- Set by the server.
  client_ip text,
  challenge_status text,
  -- booked | cancelled | attended | no_show | spam (never counted, never mailed)
  status text not null default 'booked',
  -- The calendar invitation's SEQUENCE: rises with every change of time or state.
  sequence integer not null default 0,
  lead_id uuid references public.contact_submissions (id) on delete set null,
  version bigint not null default 1,
  changed_at timestamptz,
  changed_by uuid references auth.users (id) on delete set null,

  constraint viewing_bookings_name_length check (char_length(btrim(name)) between 2 and 100),
  constraint viewing_bookings_email_length check (char_length(email) <= 255),
  -- EMAIL_PATTERN of contact-rules.ts, as contact_submissions_email_pattern.
  constraint viewing_bookings_email_pattern
    check (email ~ '^[A-Za-z0-9_+-]+(\.[A-Za-z0-9_+-]+)*@[A-Za-z0-9]+([.-][A-Za-z0-9]+)*\.[A-Za-z]{2,}$'),
  -- A phone number as the contact form takes it: 6 to 20 digits among its characters.
  constraint viewing_bookings_phone
    check (char_length(phone) <= 30 and char_length(regexp_replace(phone, '[^0-9]', '', 'g')) between 6 and 20),
  constraint viewing_bookings_locale check (locale in ('en', 'de')),
  constraint viewing_bookings_we_nrs check (cardinality(we_nrs) <= 10),
  constraint viewing_bookings_consent_version check (consent_text_version ~ '^[a-z0-9.-]{1,40}$'),
  constraint viewing_bookings_honeypot_length check (char_length(honeypot) <= 200),
  constraint viewing_bookings_altcha_payload_length check (char_length(altcha_payload) <= 8000),
  constraint viewing_bookings_challenge_status
    check (challenge_status in ('missing', 'invalid', 'expired', 'replayed', 'verified')),
  constraint viewing_bookings_status check (status in ('booked', 'cancelled', 'attended', 'no_show', 'spam'))
);
create index viewing_bookings_slot_idx on public.viewing_bookings (slot_id) where status <> 'spam';
create index viewing_bookings_email_idx on public.viewing_bookings (lower(email));

alter table public.viewing_bookings enable row level security;
revoke all on table public.viewing_bookings from public, anon, authenticated;
-- Only the booking's columns (the server sets the rest); select (id) and the policy below for the outbox's
-- idempotent insert, exactly as contact_submissions (see its migration).
grant insert (id, slot_id, name, email, phone, locale, we_nrs, consent_text_version, honeypot, altcha_payload)
  on table public.viewing_bookings to anon, authenticated;
grant select (id) on table public.viewing_bookings to anon, authenticated;
grant all on table public.viewing_bookings to service_role;
create policy "Anyone can book a viewing" on public.viewing_bookings for insert
  to anon, authenticated with check (true);
create policy "Only the row being inserted is visible to its sender" on public.viewing_bookings for select
  to anon, authenticated using (created_at = now());

-- The limits of a booking: per client address, and per e-mail address (each booking mails that address).
alter table public.contact_limits drop constraint contact_limits_scope_check;
alter table public.contact_limits add constraint contact_limits_scope_check
  check (scope in ('insert_per_ip', 'insert_per_email', 'notify_per_ip', 'notify_per_email', 'leads_per_minute',
                   'challenge_per_ip', 'alert_signup_per_ip', 'alert_signup_per_email',
                   'viewing_booking_per_ip', 'viewing_booking_per_email'));
insert into public.contact_limits (scope, max_count, window_seconds) values
  ('viewing_booking_per_ip', 10, 600),
  ('viewing_booking_per_email', 5, 86400);

-- The parties a slot holds: every booking but the cancelled ones and spam.
create function public.viewing_slot_taken(p_slot uuid) returns integer
language sql stable
set search_path = ''
as $$
  select count(*)::integer from public.viewing_bookings b
   where b.slot_id = p_slot and b.status in ('booked', 'attended', 'no_show')
$$;

-- A refusal the client can act on: 409 with a code ('slot_full', 'slot_gone'), as PostgREST passes it on.
create function public.viewing_raise(p_code text, p_message text) returns void
language plpgsql
set search_path = ''
as $$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object('code', p_code, 'message', p_message, 'details', null, 'hint', null)::text,
    detail = json_build_object('status', 409, 'headers', json_build_object())::text;
end
$$;

-- Locks the slot (the one place bookings of a slot serialise) and says why it cannot take one more party:
-- 'slot_gone' (none, cancelled or begun), 'slot_full', or null when it can.
create function public.viewing_slot_lock(p_slot uuid, out slot public.viewing_slots, out refusal text)
language plpgsql
security definer
set search_path = ''
as $$
begin
  select * into slot from public.viewing_slots s where s.id = p_slot for update;
  refusal := case
    when not found or slot.cancelled_at is not null or slot.starts_at <= now() then 'slot_gone'
    when public.viewing_slot_taken(p_slot) >= slot.capacity then 'slot_full' end;
end
$$;

-- The booking's insert: the locked slot, or the refusal raised as 409.
create function public.viewing_slot_reserve(p_slot uuid) returns public.viewing_slots
language plpgsql
security definer
set search_path = ''
as $$
declare
  locked record := public.viewing_slot_lock(p_slot);
begin
  if locked.refusal = 'slot_gone' then
    perform public.viewing_raise('slot_gone', 'This viewing time is no longer offered.');
  elsif locked.refusal = 'slot_full' then
    perform public.viewing_raise('slot_full', 'This viewing time is fully booked.');
  end if;
  return locked.slot;
end
$$;

create function public.viewing_bookings_before_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ip text := public.contact_request_ip();
  slot public.viewing_slots;
  retry integer;
begin
  -- A retried insert of a stored id: ON CONFLICT (id) DO NOTHING drops it, it must not count or be refused.
  if exists (select 1 from public.viewing_bookings b where b.id = new.id) then
    return new;
  end if;
  new.created_at := now();
  new.client_ip := ip;
  new.sequence := 0;
  new.version := 1;
  new.lead_id := null;
  new.changed_at := null;
  new.changed_by := null;
  new.challenge_status := public.contact_challenge_verdict(new.altcha_payload, now());
  -- A booking makes the server write to an address: only with proof of work, never for a filled hidden field.
  new.status := case when new.honeypot = '' and new.challenge_status = 'verified' then 'booked' else 'spam' end;
  retry := greatest(
    public.contact_limit_retry_after('viewing_booking_per_ip', array(
      select b.created_at from public.viewing_bookings b, public.contact_limits l
       where l.scope = 'viewing_booking_per_ip' and b.client_ip = ip
         and b.created_at > now() - make_interval(secs => l.window_seconds))),
    case when new.status = 'spam' then 0 else public.contact_limit_retry_after('viewing_booking_per_email', array(
      select b.created_at from public.viewing_bookings b, public.contact_limits l
       where l.scope = 'viewing_booking_per_email' and lower(b.email) = lower(new.email) and b.status <> 'spam'
         and b.created_at > now() - make_interval(secs => l.window_seconds))) end);
  if retry > 0 then
    perform public.contact_raise_rate_limited(retry);
  end if;
  slot := public.viewing_slot_reserve(new.slot_id);
  if exists (select 1 from unnest(new.we_nrs) w
              where not exists (select 1 from public.units u where u.project_id = slot.project_id and u.we_nr = w)) then
    raise foreign_key_violation using message = 'unknown unit', constraint = 'viewing_bookings_we_nrs';
  end if;
  -- A flat's own viewing shows that flat.
  if slot.we_nr is not null and not slot.we_nr = any (new.we_nrs) then
    new.we_nrs := array_prepend(slot.we_nr, new.we_nrs);
  end if;
  return new;
end
$$;
create trigger viewing_bookings_before_insert
  before insert on public.viewing_bookings
  for each row execute function public.viewing_bookings_before_insert();

-- ---------------------------------------------------------------------------------------------------------
-- What the buyer is told.
-- ---------------------------------------------------------------------------------------------------------
create table public.viewing_mails (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null,
  booking_id uuid not null references public.viewing_bookings (id) on delete cascade,
  kind text not null check (kind in ('confirm', 'changed', 'cancelled', 'reminder')),
  -- The booking's SEQUENCE this mail's invitation carries.
  sequence integer not null,
  to_email text not null,
  locale text not null check (locale in ('en', 'de')),
  -- What the mail says, fixed when it is made (so a retry sends the same mail).
  data jsonb not null,
  send_status text not null default 'pending' check (send_status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_at timestamptz not null,
  sent_at timestamptz,
  error text,
  constraint viewing_mails_once unique (booking_id, kind, sequence)
);
create index viewing_mails_due_idx on public.viewing_mails (next_at) where send_status in ('pending', 'failed');
alter table public.viewing_mails enable row level security;
revoke all on table public.viewing_mails from public, anon, authenticated;
grant all on table public.viewing_mails to service_role;

-- The booking's personal link token: shows, moves or cancels it.
create function public.viewing_token(p_booking uuid) returns text
language sql stable
security definer
set search_path = ''
as $$
  select public.alert_link_token('viewing', p_booking::text)
$$;

-- A booking and its slot as a mail or the buyer's page states them.
create function public.viewing_booking_view(p_booking uuid) returns jsonb
language sql stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'bookingId', b.id, 'status', b.status, 'sequence', b.sequence, 'name', b.name, 'locale', b.locale,
    'weNrs', to_jsonb(b.we_nrs), 'slotId', s.id, 'projectId', s.project_id, 'startsAt', s.starts_at,
    'endsAt', s.ends_at, 'kind', s.kind, 'meetingPoint', s.meeting_point, 'agentName', s.agent_name)
    from public.viewing_bookings b join public.viewing_slots s on s.id = b.slot_id
   where b.id = p_booking
$$;

create function public.viewing_mail_queue(p_booking uuid, p_kind text, p_now timestamptz default now())
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.viewing_mails (created_at, booking_id, kind, sequence, to_email, locale, data, next_at)
  select p_now, b.id, p_kind, b.sequence, b.email, b.locale,
         public.viewing_booking_view(b.id) || jsonb_build_object('token', public.viewing_token(b.id)), p_now
    from public.viewing_bookings b
   where b.id = p_booking and b.status <> 'spam'
  on conflict (booking_id, kind, sequence) do nothing
$$;

create function public.viewing_when(p_booking uuid) returns text
language sql stable
set search_path = ''
as $$
  select to_char(s.starts_at at time zone 'Europe/Berlin', 'YYYY-MM-DD HH24:MI')
    from public.viewing_bookings b join public.viewing_slots s on s.id = b.slot_id
   where b.id = p_booking
$$;

-- The viewing in the lead's log (the lead with the booking's address): what happened, typed, and the Berlin time
-- as the detail, so the desk words it in the agent's language.
alter table public.contact_lead_events
  add column viewing_booking_id uuid references public.viewing_bookings (id) on delete set null,
  add column viewing_event text,
  add constraint contact_lead_events_viewing_event
    check (viewing_event is null
           or (kind = 'viewing' and viewing_event in ('booked', 'moved_by_buyer', 'cancelled_by_buyer', 'moved_by_staff',
                                                      'cancelled_by_staff', 'attended', 'no_show', 'unmarked')));

-- The history guard (20261130110000, 20261130150000) over the whole row: an entry stays as written, only the
-- references to a removed account or booking may go; a column added later is guarded without redefining this.
create or replace function public.contact_lead_events_guard() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.by_name := coalesce(new.by_name, public.desk_person(new.by_user));
    return new;
  end if;
  if (to_jsonb(new) - 'by_user' - 'viewing_booking_id') is distinct from
     (to_jsonb(old) - 'by_user' - 'viewing_booking_id')
     or (new.by_user is not null and new.by_user is distinct from old.by_user)
     or (new.viewing_booking_id is not null and new.viewing_booking_id is distinct from old.viewing_booking_id) then
    raise exception 'lead history entries are never changed: add a correction' using errcode = '42501';
  end if;
  return new;
end
$$;

create function public.viewing_log(p_booking uuid, p_by uuid, p_event text) returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.contact_lead_events (submission_id, by_user, kind, detail, viewing_booking_id, viewing_event)
  select b.lead_id, p_by, 'viewing', public.viewing_when(b.id), b.id, p_event
    from public.viewing_bookings b
   where b.id = p_booking and b.lead_id is not null
$$;


create function public.viewing_bookings_after_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'booked' then
    update public.viewing_bookings b
       set lead_id = (select s.id from public.contact_submissions s
                       where lower(s.email) = lower(new.email) order by s.created_at desc limit 1)
     where b.id = new.id;
    perform public.viewing_log(new.id, null, 'booked');
    perform public.viewing_mail_queue(new.id, 'confirm', new.created_at);
  end if;
  return null;
end
$$;
create trigger viewing_bookings_after_insert
  after insert on public.viewing_bookings
  for each row execute function public.viewing_bookings_after_insert();

-- ---------------------------------------------------------------------------------------------------------
-- The buyer's side: the free slots, and their booking by its link.
-- ---------------------------------------------------------------------------------------------------------
-- The next bookable slots of a project (for a flat: its own and the project's), with the places left.
create function public.viewing_slots_open(p_project_id text, p_we_nr text default null, p_limit integer default 30)
returns table (id uuid, starts_at timestamptz, ends_at timestamptz, kind text, we_nr text, meeting_point text,
               places_left integer)
language sql stable
security definer
set search_path = ''
as $$
  select s.id, s.starts_at, s.ends_at, s.kind, s.we_nr, s.meeting_point,
         s.capacity - public.viewing_slot_taken(s.id) as places_left
    from public.viewing_slots s
   where s.project_id = p_project_id and s.cancelled_at is null and s.starts_at > now()
     and (s.we_nr is null or s.we_nr = p_we_nr)
     and s.capacity > public.viewing_slot_taken(s.id)
   order by s.starts_at, s.id
   limit least(greatest(coalesce(p_limit, 30), 1), 100)
$$;

-- The booking behind a link, or why not: 'invalid' (wrong link), 'ended' (the slot is over), else its view.
create function public.viewing_booking_by_token(p_id uuid, p_token text, p_lock boolean)
returns public.viewing_bookings
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.viewing_bookings;
begin
  if p_lock then
    select * into b from public.viewing_bookings v where v.id = p_id for update;
  else
    select * into b from public.viewing_bookings v where v.id = p_id;
  end if;
  if not found or b.status = 'spam' or p_token is distinct from public.viewing_token(p_id) then
    return null;
  end if;
  return b;
end
$$;

create function public.viewing_booking_answer(p_status text, p_id uuid) returns json
language sql stable
security definer
set search_path = ''
as $$
  select case when p_id is null then json_build_object('status', p_status)
              else json_build_object('status', p_status, 'booking', public.viewing_booking_view(p_id)) end
$$;

create function public.viewing_booking_ended(p_booking uuid) returns boolean
language sql stable
set search_path = ''
as $$
  select s.ends_at <= now()
    from public.viewing_bookings b join public.viewing_slots s on s.id = b.slot_id
   where b.id = p_booking
$$;

-- The buyer's page: 'ok' with the booking, 'ended' or 'invalid'.
create function public.viewing_booking_get(p_id uuid, p_token text) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.viewing_bookings := public.viewing_booking_by_token(p_id, p_token, false);
begin
  if b.id is null then
    return public.viewing_booking_answer('invalid', null);
  end if;
  if public.viewing_booking_ended(b.id) then
    return public.viewing_booking_answer('ended', null);
  end if;
  return public.viewing_booking_answer('ok', b.id);
end
$$;

-- Cancelled by the buyer: 'cancelled' (now or before), 'ended', 'invalid'.
create function public.viewing_booking_cancel(p_id uuid, p_token text) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.viewing_bookings := public.viewing_booking_by_token(p_id, p_token, true);
begin
  if b.id is null then
    return public.viewing_booking_answer('invalid', null);
  end if;
  if b.status = 'cancelled' then
    return public.viewing_booking_answer('cancelled', b.id);
  end if;
  if public.viewing_booking_ended(b.id) or b.status <> 'booked' then
    return public.viewing_booking_answer('ended', null);
  end if;
  update public.viewing_bookings v
     set status = 'cancelled', sequence = v.sequence + 1, version = v.version + 1, changed_at = now(), changed_by = null
   where v.id = b.id;
  perform public.viewing_log(b.id, null, 'cancelled_by_buyer');
  perform public.viewing_mail_queue(b.id, 'cancelled');
  return public.viewing_booking_answer('cancelled', b.id);
end
$$;

-- Moved by the buyer to another free slot of the project: 'moved', 'slot_full' / 'slot_gone' (the booking
-- stays), 'ended', 'invalid'.
create function public.viewing_booking_move(p_id uuid, p_token text, p_slot uuid) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.viewing_bookings := public.viewing_booking_by_token(p_id, p_token, true);
  target public.viewing_slots;
  locked record;
begin
  if b.id is null then
    return public.viewing_booking_answer('invalid', null);
  end if;
  if public.viewing_booking_ended(b.id) or b.status <> 'booked' then
    return public.viewing_booking_answer('ended', null);
  end if;
  if p_slot = b.slot_id then
    return public.viewing_booking_answer('moved', b.id);
  end if;
  locked := public.viewing_slot_lock(p_slot);
  target := locked.slot;
  if locked.refusal is null
     and target.project_id <> (select s.project_id from public.viewing_slots s where s.id = b.slot_id) then
    locked.refusal := 'slot_gone';
  end if;
  if locked.refusal is not null then
    return public.viewing_booking_answer(locked.refusal, b.id);
  end if;
  update public.viewing_bookings v
     set slot_id = p_slot, sequence = v.sequence + 1, version = v.version + 1, changed_at = now(), changed_by = null,
         we_nrs = case when target.we_nr is null or target.we_nr = any (v.we_nrs) then v.we_nrs
                       else array_prepend(target.we_nr, v.we_nrs) end
   where v.id = b.id;
  perform public.viewing_log(b.id, null, 'moved_by_buyer');
  perform public.viewing_mail_queue(b.id, 'changed');
  return public.viewing_booking_answer('moved', b.id);
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- The desk's side.
-- ---------------------------------------------------------------------------------------------------------
create function public.desk_viewing_slot_json(p_slot uuid) returns json
language sql stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'id', s.id, 'project_id', s.project_id, 'we_nr', s.we_nr, 'starts_at', s.starts_at, 'ends_at', s.ends_at,
    'kind', s.kind, 'capacity', s.capacity, 'meeting_point', s.meeting_point, 'agent_id', s.agent_id,
    'agent_name', s.agent_name, 'cancelled_at', s.cancelled_at, 'version', s.version,
    'bookings', coalesce((
      select json_agg(json_build_object(
               'id', b.id, 'created_at', b.created_at, 'name', b.name, 'email', b.email, 'phone', b.phone,
               'locale', b.locale, 'we_nrs', b.we_nrs, 'status', b.status, 'lead_id', b.lead_id,
               'version', b.version) order by b.created_at, b.id)
        from public.viewing_bookings b where b.slot_id = s.id and b.status <> 'spam'), '[]'::json))
    from public.viewing_slots s where s.id = p_slot
$$;

-- The slots (with their bookings) starting in [p_from, p_to), for the day list and the slot planner.
create function public.desk_viewing_slots(p_from timestamptz, p_to timestamptz) returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.desk_require_staff();
  return coalesce((select json_agg(public.desk_viewing_slot_json(s.id) order by s.starts_at, s.id)
                     from public.viewing_slots s where s.starts_at >= p_from and s.starts_at < p_to), '[]'::json);
end
$$;

create function public.desk_viewing_slot_publish(p_project_id text, p_we_nr text, p_starts_at timestamptz,
                                                 p_ends_at timestamptz, p_kind text, p_capacity integer,
                                                 p_meeting_point text, p_agent uuid)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  made uuid;
begin
  perform public.desk_require_staff();
  if p_starts_at <= now() then
    raise exception 'a viewing starts in the future' using errcode = '22023';
  end if;
  if p_agent is not null and not exists (select 1 from public.staff_members m where m.user_id = p_agent) then
    raise exception 'the agent is no staff member' using errcode = '22023';
  end if;
  insert into public.viewing_slots (created_by, project_id, we_nr, starts_at, ends_at, kind, capacity, meeting_point,
                                    agent_id, agent_name)
  values (auth.uid(), p_project_id, p_we_nr, p_starts_at, p_ends_at, p_kind,
          case when p_kind = 'single' then 1 else p_capacity end, p_meeting_point, p_agent,
          public.desk_person(p_agent))
  returning id into made;
  return public.desk_viewing_slot_json(made);
end
$$;

-- Compare-and-set on a slot: true when it still has the expected version (and is moved on), else false.
create function public.desk_viewing_slot_claim(p_id uuid, p_expected_version bigint) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.viewing_slots s set version = s.version + 1
   where s.id = p_id and s.version = p_expected_version and s.cancelled_at is null;
  return found;
end
$$;

create function public.desk_viewing_slot_answer(p_id uuid, p_ok boolean) returns json
language sql stable
security definer
set search_path = ''
as $$
  select json_build_object('ok', p_ok, 'slot', public.desk_viewing_slot_json(p_id))
$$;

-- Every booked party of a slot: a new SEQUENCE, the log entry and the mail of what happened.
create function public.viewing_slot_tell(p_slot uuid, p_kind text, p_event text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking uuid;
begin
  for booking in
    update public.viewing_bookings b
       set sequence = b.sequence + 1, version = b.version + 1, changed_at = now(), changed_by = auth.uid(),
           status = case when p_kind = 'cancelled' then 'cancelled' else b.status end
     where b.slot_id = p_slot and b.status = 'booked'
    returning b.id
  loop
    perform public.viewing_log(booking, auth.uid(), p_event);
    perform public.viewing_mail_queue(booking, p_kind);
  end loop;
end
$$;

-- Moves a slot (same length or a new one); every booked party gets the changed invitation.
create function public.desk_viewing_slot_move(p_id uuid, p_expected_version bigint, p_starts_at timestamptz,
                                              p_ends_at timestamptz)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  ok boolean;
begin
  perform public.desk_require_staff();
  if p_starts_at <= now() then
    raise exception 'a viewing starts in the future' using errcode = '22023';
  end if;
  ok := public.desk_viewing_slot_claim(p_id, p_expected_version);
  if ok then
    update public.viewing_slots s set starts_at = p_starts_at, ends_at = p_ends_at where s.id = p_id;
    perform public.viewing_slot_tell(p_id, 'changed', 'moved_by_staff');
  end if;
  return public.desk_viewing_slot_answer(p_id, ok);
end
$$;

-- Cancels a slot; every booked party is told.
create function public.desk_viewing_slot_cancel(p_id uuid, p_expected_version bigint) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  ok boolean;
begin
  perform public.desk_require_staff();
  ok := public.desk_viewing_slot_claim(p_id, p_expected_version);
  if ok then
    perform public.viewing_slot_tell(p_id, 'cancelled', 'cancelled_by_staff');
    update public.viewing_slots s set cancelled_at = now() where s.id = p_id;
  end if;
  return public.desk_viewing_slot_answer(p_id, ok);
end
$$;

-- At the site: a party came (attended), did not come (no_show), or the mark is taken back (booked).
-- Compare-and-set on the booking's version; the lead's log shows the outcome.
create function public.desk_viewing_booking_mark(p_id uuid, p_expected_version bigint, p_status text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  slot uuid;
  ok boolean;
begin
  perform public.desk_require_staff();
  if p_status is null or p_status not in ('attended', 'no_show', 'booked') then
    raise exception 'unknown viewing outcome %', p_status using errcode = '22023';
  end if;
  update public.viewing_bookings b
     set status = p_status, version = b.version + 1, changed_at = now(), changed_by = auth.uid()
   where b.id = p_id and b.version = p_expected_version and b.status in ('booked', 'attended', 'no_show')
  returning b.slot_id into slot;
  ok := found;
  if ok then
    perform public.viewing_log(p_id, auth.uid(), case p_status when 'booked' then 'unmarked' else p_status end);
  else
    select b.slot_id into slot from public.viewing_bookings b where b.id = p_id;
  end if;
  return json_build_object('ok', ok, 'slot', public.desk_viewing_slot_json(slot));
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- The reminder, 24 hours before: once per booking and time (a moved booking is reminded of its new time).
-- A booking made less than 24 hours ahead has had its confirmation and gets no reminder.
-- ---------------------------------------------------------------------------------------------------------
create function public.viewing_reminders_prepare(p_now timestamptz default now()) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  made integer := 0;
  booking uuid;
begin
  for booking in
    select b.id from public.viewing_bookings b join public.viewing_slots s on s.id = b.slot_id
     where b.status = 'booked' and s.cancelled_at is null
       and s.starts_at > p_now and s.starts_at <= p_now + interval '24 hours'
       and coalesce(b.changed_at, b.created_at) < s.starts_at - interval '24 hours'
       and not exists (select 1 from public.viewing_mails m
                        where m.booking_id = b.id and m.kind = 'reminder' and m.sequence = b.sequence)
  loop
    perform public.viewing_mail_queue(booking, 'reminder', p_now);
    made := made + 1;
  end loop;
  return made;
end
$$;

-- Erasure (the desk's "erase everything of an address", Art. 17 GDPR): the address's bookings and their mails too.
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
  viewings integer;
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
  delete from public.viewing_bookings b where lower(b.email) = address;
  get diagnostics viewings = row_count;
  insert into public.contact_erasures (rows_deleted) values (cardinality(ids) + requests + ops + watches + viewings);
  return json_build_object('submissions', cardinality(ids), 'requests', requests, 'ops_mails', ops,
                           'alert_watches', watches, 'viewing_bookings', viewings);
end
$$;

revoke execute on function
  public.viewing_slot_taken(uuid), public.viewing_raise(text, text), public.viewing_slot_lock(uuid), public.viewing_slot_reserve(uuid),
  public.viewing_bookings_before_insert(), public.viewing_bookings_after_insert(), public.viewing_token(uuid),
  public.viewing_booking_view(uuid), public.viewing_mail_queue(uuid, text, timestamptz),
  public.viewing_log(uuid, uuid, text), public.viewing_when(uuid),
  public.viewing_booking_by_token(uuid, text, boolean), public.viewing_booking_answer(text, uuid),
  public.viewing_booking_ended(uuid), public.desk_viewing_slot_json(uuid),
  public.desk_viewing_slot_claim(uuid, bigint), public.desk_viewing_slot_answer(uuid, boolean),
  public.viewing_slot_tell(uuid, text, text), public.viewing_reminders_prepare(timestamptz)
  from public, anon, authenticated;
grant execute on function public.viewing_reminders_prepare(timestamptz), public.viewing_token(uuid)
  to service_role;
revoke execute on function
  public.viewing_slots_open(text, text, integer), public.viewing_booking_get(uuid, text),
  public.viewing_booking_cancel(uuid, text), public.viewing_booking_move(uuid, text, uuid)
  from public;
grant execute on function
  public.viewing_slots_open(text, text, integer), public.viewing_booking_get(uuid, text),
  public.viewing_booking_cancel(uuid, text), public.viewing_booking_move(uuid, text, uuid)
  to anon, authenticated, service_role;
revoke execute on function
  public.desk_viewing_slots(timestamptz, timestamptz),
  public.desk_viewing_slot_publish(text, text, timestamptz, timestamptz, text, integer, text, uuid),
  public.desk_viewing_slot_move(uuid, bigint, timestamptz, timestamptz),
  public.desk_viewing_slot_cancel(uuid, bigint), public.desk_viewing_booking_mark(uuid, bigint, text)
  from public, anon;
grant execute on function
  public.desk_viewing_slots(timestamptz, timestamptz),
  public.desk_viewing_slot_publish(text, text, timestamptz, timestamptz, text, integer, text, uuid),
  public.desk_viewing_slot_move(uuid, bigint, timestamptz, timestamptz),
  public.desk_viewing_slot_cancel(uuid, bigint), public.desk_viewing_booking_mark(uuid, bigint, text)
  to authenticated, service_role;

-- Hosted, where pg_cron exists: the reminders every 10 minutes.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('viewing-reminders', '*/10 * * * *', $cron$select public.viewing_reminders_prepare()$cron$);
  end if;
end
$$;
