-- The sales desk. Staff sign in with Supabase Auth (sign-ups stay off; staff are invited and listed
-- in staff_members), change unit statuses with holds and an audit trail, and work the lead inbox.
--
-- Roles live here, not in the UI. One check, public.is_staff() (security definer, empty search_path), decides
-- in every policy and function below:
--   anon                       as before: reads apartments, inserts the contact form
--   authenticated, not staff   exactly what anon may (the desk's functions refuse it, its policies show nothing)
--   authenticated staff        reads leads (desk_leads), statuses and their audit, changes statuses
--                              (desk_set_unit_status), works leads (handled, note, resend, not spam, erase)
--   service_role               everything (bypasses RLS); expires holds (pg_cron hosted, the backend's timer locally)
--
-- Invite staff on a hosted project: Dashboard → Authentication → Users → Invite (or the admin API), then
--   insert into public.staff_members (user_id, display_name)
--     select id, 'Anna Agent' from auth.users where email = 'anna@example.com';
-- Remove: delete from public.staff_members where user_id = …; (their session then gets nothing more than anon).

-- ---------------------------------------------------------------------------------------------------------
-- Staff and the one check.
-- ---------------------------------------------------------------------------------------------------------
create table public.staff_members (
  user_id uuid primary key references auth.users (id) on delete cascade,
  display_name text not null default '' check (char_length(display_name) <= 100),
  created_at timestamptz not null default now()
);
alter table public.staff_members enable row level security;
revoke all on table public.staff_members from public, anon, authenticated;
grant all on table public.staff_members to service_role;

create function public.is_staff() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.staff_members m where m.user_id = (select auth.uid()))
$$;
revoke all on function public.is_staff() from public;
grant execute on function public.is_staff() to anon, authenticated, service_role;

grant select on table public.staff_members to authenticated;
create policy "Staff see the staff list"
  on public.staff_members for select
  to authenticated
  using ((select public.is_staff()));

-- Raises 42501 (PostgREST: 401 for anon, 403 for a signed-in user) unless the caller is staff.
create function public.desk_require_staff() returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'staff only' using errcode = '42501';
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Unit statuses: a version for compare-and-set and the end of a hold. A unit keeps its row once it has one
-- (going back to Available writes 'Available'), so a version never repeats. Both columns are public as the
-- status is (anon reads apartments); the notes are in the audit table, staff only.
-- ---------------------------------------------------------------------------------------------------------
alter table public.apartments
  add column version bigint not null default 1,
  add column hold_until timestamptz,
  add constraint apartments_hold_until_only_on_hold check (hold_until is null or status = 'Vormerkung');

create table public.unit_status_audit (
  id bigint generated always as identity primary key,
  project_id text not null,
  we_nr text not null,
  changed_at timestamptz not null default now(),
  -- null: the system (an expired hold).
  changed_by uuid references auth.users (id) on delete set null,
  changed_by_email text,
  from_status text not null,
  to_status text not null,
  version bigint not null,
  hold_until timestamptz,
  note text not null default '' check (char_length(note) <= 1000)
);
create index unit_status_audit_unit_idx on public.unit_status_audit (project_id, we_nr, changed_at desc);
alter table public.unit_status_audit enable row level security;
revoke all on table public.unit_status_audit from public, anon, authenticated;
grant select on table public.unit_status_audit to authenticated;
grant all on table public.unit_status_audit to service_role;
create policy "Staff read the status audit"
  on public.unit_status_audit for select
  to authenticated
  using ((select public.is_staff()));

-- One change: compare-and-set on the version the agent saw (0: the unit had no row, i.e. Available).
-- Answers { ok: true, unit } or { ok: false, reason: 'conflict', unit } with the current state; nothing is
-- overwritten when the version moved. A hold ends at p_hold_until (default: in 14 days).
create function public.desk_set_unit_status(p_project_id text, p_we_nr text, p_unit_number integer,
                                            p_expected_version bigint, p_status text,
                                            p_note text default '', p_hold_until timestamptz default null)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_row public.apartments;
  next_row public.apartments;
  hold timestamptz;
  uid uuid := auth.uid();
begin
  perform public.desk_require_staff();
  if p_status not in ('Available', 'Vormerkung', 'Reserved', 'Sold') then
    raise exception 'unknown status %', p_status using errcode = '22023';
  end if;
  if char_length(coalesce(p_note, '')) > 1000 then
    raise exception 'the note is longer than 1000 characters' using errcode = '22001';
  end if;
  hold := case when p_status = 'Vormerkung' then coalesce(p_hold_until, now() + interval '14 days') end;
  if hold is not null and hold <= now() then
    raise exception 'a hold must end in the future' using errcode = '22023';
  end if;

  select * into current_row from public.apartments a
   where a.project_id = p_project_id and a.we_nr = p_we_nr for update;
  if coalesce(current_row.version, 0) <> p_expected_version then
    return json_build_object('ok', false, 'reason', 'conflict', 'unit', json_build_object(
      'we_nr', p_we_nr, 'status', coalesce(current_row.status, 'Available'),
      'version', coalesce(current_row.version, 0), 'hold_until', current_row.hold_until,
      'updated_at', current_row.updated_at));
  end if;

  if current_row.id is null then
    insert into public.apartments as a (project_id, unit_number, we_nr, status, hold_until)
    values (p_project_id, p_unit_number, p_we_nr, p_status, hold)
    on conflict do nothing
    returning a.* into next_row;
    if next_row.id is null then -- another agent inserted it between our read and our insert
      select * into current_row from public.apartments a where a.project_id = p_project_id and a.we_nr = p_we_nr;
      return json_build_object('ok', false, 'reason', 'conflict', 'unit', json_build_object(
        'we_nr', p_we_nr, 'status', current_row.status, 'version', current_row.version,
        'hold_until', current_row.hold_until, 'updated_at', current_row.updated_at));
    end if;
  else
    update public.apartments a set status = p_status, hold_until = hold, version = a.version + 1
     where a.id = current_row.id
    returning a.* into next_row;
  end if;

  insert into public.unit_status_audit (project_id, we_nr, changed_by, changed_by_email, from_status, to_status,
                                        version, hold_until, note)
  values (p_project_id, p_we_nr, uid, auth.jwt() ->> 'email', coalesce(current_row.status, 'Available'),
          p_status, next_row.version, hold, coalesce(btrim(p_note), ''));

  return json_build_object('ok', true, 'unit', json_build_object(
    'we_nr', next_row.we_nr, 'status', next_row.status, 'version', next_row.version,
    'hold_until', next_row.hold_until, 'updated_at', next_row.updated_at));
end
$$;

-- Holds whose end has passed return to Available, with an audit row by the system. Hosted: pg_cron every
-- five minutes (below); locally: the backend's timer.
create function public.unit_holds_expire(p_now timestamptz default now()) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  expired integer;
begin
  with ended as (
    update public.apartments a set status = 'Available', hold_until = null, version = a.version + 1
     where a.status = 'Vormerkung' and a.hold_until is not null and a.hold_until <= p_now
    returning a.project_id, a.we_nr, a.version
  )
  insert into public.unit_status_audit (project_id, we_nr, changed_at, from_status, to_status, version, note)
  select e.project_id, e.we_nr, p_now, 'Vormerkung', 'Available', e.version, 'hold expired' from ended e;
  get diagnostics expired = row_count;
  return expired;
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Leads: handled, a note, and their history (every delivery attempt and every desk action).
-- contact_submissions keeps its grants (authenticated = anon there); staff read through desk_leads().
-- ---------------------------------------------------------------------------------------------------------
alter table public.contact_submissions
  add column handled_at timestamptz,
  add column handled_by uuid references auth.users (id) on delete set null,
  add column staff_note text not null default '',
  add constraint contact_submissions_staff_note_length check (char_length(staff_note) <= 2000);

create table public.contact_lead_events (
  id bigint generated always as identity primary key,
  submission_id uuid not null references public.contact_submissions (id) on delete cascade,
  at timestamptz not null default now(),
  by_user uuid references auth.users (id) on delete set null,
  -- sent | attempt_failed | failed | resend | not_spam | handled | reopened
  kind text not null,
  detail text not null default ''
);
create index contact_lead_events_submission_idx on public.contact_lead_events (submission_id, at);
alter table public.contact_lead_events enable row level security;
revoke all on table public.contact_lead_events from public, anon, authenticated;
grant all on table public.contact_lead_events to service_role;

create function public.contact_lead_delivery_event() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.notify_attempts > old.notify_attempts then
    insert into public.contact_lead_events (submission_id, kind, detail)
    values (new.id, case when new.notify_status = 'sent' then 'sent'
                         when new.notify_status = 'failed' then 'failed' else 'attempt_failed' end,
            coalesce(new.notify_error, ''));
  end if;
  return new;
end
$$;
revoke all on function public.contact_lead_delivery_event() from public, anon, authenticated;
create trigger contact_lead_delivery_event
  after update of notify_attempts on public.contact_submissions
  for each row execute function public.contact_lead_delivery_event();

-- The inbox, newest first, with each lead's history and whether it needs a person: 'failed', 'late' (still
-- pending 30 minutes after it was stored) or 'spam' (classed as spam in the last 7 days).
create function public.desk_leads(p_now timestamptz default now())
returns table (id uuid, created_at timestamptz, name text, email text, phone text, preferred_rooms text,
               message text, notify_status text, notify_attempts integer, notified_at timestamptz,
               notify_error text, challenge_status text, handled_at timestamptz, staff_note text,
               attention text, events json)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.desk_require_staff();
  return query
  select s.id, s.created_at, s.name, s.email, s.phone, s.preferred_rooms, s.message, s.notify_status,
         s.notify_attempts, s.notified_at, s.notify_error, s.challenge_status, s.handled_at, s.staff_note,
         case when s.notify_status = 'failed' then 'failed'
              when s.notify_status = 'pending' and s.created_at <= p_now - interval '30 minutes' then 'late'
              when s.notify_status = 'spam' and s.created_at > p_now - interval '7 days' then 'spam' end,
         coalesce((select json_agg(json_build_object('at', e.at, 'kind', e.kind, 'detail', e.detail) order by e.at)
                     from public.contact_lead_events e where e.submission_id = s.id), '[]'::json)
    from public.contact_submissions s
   order by s.created_at desc;
end
$$;

create function public.desk_lead_update(p_id uuid, p_handled boolean, p_note text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_handled boolean;
begin
  perform public.desk_require_staff();
  select s.handled_at is not null into was_handled from public.contact_submissions s where s.id = p_id for update;
  if was_handled is null then
    raise exception 'no such lead';
  end if;
  update public.contact_submissions s
     set handled_at = case when p_handled then coalesce(s.handled_at, now()) end,
         handled_by = case when p_handled then coalesce(s.handled_by, auth.uid()) end,
         staff_note = coalesce(btrim(p_note), '')
   where s.id = p_id;
  if p_handled <> was_handled then
    insert into public.contact_lead_events (submission_id, by_user, kind)
    values (p_id, auth.uid(), case when p_handled then 'handled' else 'reopened' end);
  end if;
  return true;
end
$$;

-- Resend (a failed or sent lead) and "not spam" put the row back into the notification queue: due now, ten
-- fresh attempts. alerted_status 'pending' keeps the 30-minute alert quiet (a person just acted on it); a new
-- failure is alerted again.
create function public.desk_lead_requeue(p_id uuid, p_from text[], p_kind text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.desk_require_staff();
  update public.contact_submissions s
     set notify_status = 'pending', notify_attempts = 0, notify_next_at = now(), notify_error = null,
         alerted_status = 'pending'
   where s.id = p_id and s.notify_status = any(p_from);
  if not found then
    return false;
  end if;
  insert into public.contact_lead_events (submission_id, by_user, kind) values (p_id, auth.uid(), p_kind);
  return true;
end
$$;

create function public.desk_lead_resend(p_id uuid) returns boolean
language sql
security definer
set search_path = ''
as $$ select public.desk_lead_requeue(p_id, array['failed', 'sent'], 'resend') $$;

create function public.desk_lead_not_spam(p_id uuid) returns boolean
language sql
security definer
set search_path = ''
as $$ select public.desk_lead_requeue(p_id, array['spam'], 'not_spam') $$;

-- Art. 17 from the desk: contact_erase for staff.
create function public.desk_erase(p_email text) returns json
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.desk_require_staff();
  return public.contact_erase(p_email);
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Privileges: the desk's functions for signed-in users (they refuse non-staff), hold expiry for the service role.
-- ---------------------------------------------------------------------------------------------------------
revoke all on function public.desk_require_staff(),
  public.desk_set_unit_status(text, text, integer, bigint, text, text, timestamptz),
  public.unit_holds_expire(timestamptz), public.desk_leads(timestamptz),
  public.desk_lead_update(uuid, boolean, text), public.desk_lead_requeue(uuid, text[], text),
  public.desk_lead_resend(uuid), public.desk_lead_not_spam(uuid), public.desk_erase(text)
  from public, anon, authenticated;
grant execute on function public.desk_set_unit_status(text, text, integer, bigint, text, text, timestamptz),
  public.desk_leads(timestamptz), public.desk_lead_update(uuid, boolean, text), public.desk_lead_resend(uuid),
  public.desk_lead_not_spam(uuid), public.desk_erase(text)
  to authenticated, service_role;
grant execute on function public.desk_require_staff(), public.unit_holds_expire(timestamptz),
  public.desk_lead_requeue(uuid, text[], text) to service_role;

-- Hosted: expired holds return to Available every five minutes, where pg_cron exists.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('unit-holds-expire', '*/5 * * * *', $cron$select public.unit_holds_expire()$cron$);
  end if;
end
$$;
