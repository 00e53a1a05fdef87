-- The desk never overwrites a colleague, and nobody is in who does not belong.
--
--   * The 56 units are a table (public.units); statuses and their audit refer to it, so a status for a unit
--     that does not exist, or a unit code with another unit's number, is refused (23503, HTTP 409).
--   * Lead state (handled, notes, assignment) is compare-and-set on a version, as unit statuses are: a stale
--     write saves nothing and gets the current lead. Notes are an append-only history in
--     contact_lead_events (kind 'note': who, when, text); the single overwritable staff_note is gone.
--   * The desk shows the full history of a unit (desk_unit_history) and of a lead (desk_leads' events, with
--     who); a conflict names who made the other change and when.
--   * A signed-out session is refused at once: is_staff() requires the token's session to exist
--     (auth.sessions; supabase-js's signOut deletes it), not only an unexpired token.

-- ---------------------------------------------------------------------------------------------------------
-- The units (supabase/local/unit-codes.ts: building.floor.index, numbered 1..56 building by building).
-- ---------------------------------------------------------------------------------------------------------
create table public.units (
  project_id text not null,
  we_nr text not null,
  unit_number integer not null check (unit_number > 0),
  primary key (project_id, we_nr),
  constraint units_project_unit_number_key unique (project_id, unit_number),
  constraint units_project_we_nr_unit_number_key unique (project_id, we_nr, unit_number)
);
alter table public.units enable row level security;
revoke all on table public.units from public, anon, authenticated;
grant select on table public.units to anon, authenticated;
grant all on table public.units to service_role;
create policy "Everyone reads the units" on public.units for select to anon, authenticated using (true);

insert into public.units (project_id, we_nr, unit_number)
select 'grabbeallee-68', b.building || '.' || f.floor || '.' || i.idx,
       row_number() over (order by b.building, f.floor, i.idx)
  from (values (1, 6, 4), (2, 4, 3), (3, 4, 3), (4, 4, 2)) as b (building, floors, per_floor)
 cross join lateral generate_series(0, b.floors - 1) as f (floor)
 cross join lateral generate_series(1, b.per_floor) as i (idx);

-- Rows the unchecked function let in: a unit code that does not exist goes, a real unit keeps its status
-- with its own number (moved out of the way first, as the numbers are unique).
delete from public.apartments a
 where not exists (select 1 from public.units u where u.project_id = a.project_id and u.we_nr = a.we_nr);
update public.apartments a set unit_number = u.unit_number + 100000
  from public.units u
 where u.project_id = a.project_id and u.we_nr = a.we_nr and u.unit_number <> a.unit_number;
update public.apartments a set unit_number = u.unit_number
  from public.units u
 where u.project_id = a.project_id and u.we_nr = a.we_nr and a.unit_number > 100000;
alter table public.apartments
  add constraint apartments_unit_fkey foreign key (project_id, we_nr, unit_number)
    references public.units (project_id, we_nr, unit_number);
-- Past audit rows stay as written; new ones must name a real unit.
alter table public.unit_status_audit
  add constraint unit_status_audit_unit_fkey foreign key (project_id, we_nr)
    references public.units (project_id, we_nr) not valid;

-- ---------------------------------------------------------------------------------------------------------
-- Staff: the one check also asks whether the token's session still exists.
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.is_staff() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.staff_members m where m.user_id = (select auth.uid()))
     and exists (select 1 from auth.sessions s where s.id::text = (select auth.jwt() ->> 'session_id'))
$$;

-- A staff member whose session ended (signed out, or signed out everywhere) is told to sign in again
-- (PostgREST: 401 session_not_found), everyone else gets 42501 as before.
create or replace function public.desk_require_staff() returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if public.is_staff() then
    return;
  end if;
  if exists (select 1 from public.staff_members m where m.user_id = (select auth.uid())) then
    raise sqlstate 'PGRST' using
      message = '{"code":"session_not_found","message":"the session has ended: sign in again"}',
      detail = '{"status":401,"headers":{}}';
  end if;
  raise exception 'staff only' using errcode = '42501';
end
$$;

-- How the desk names a person: the staff list's display name, else the account's e-mail; null: the system.
create function public.desk_person(p_user uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(nullif(btrim(m.display_name), ''), u.email)
    from auth.users u left join public.staff_members m on m.user_id = u.id
   where u.id = p_user
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Units: the state with its last change (who, when, why), the full history, and the checked change.
-- ---------------------------------------------------------------------------------------------------------
create function public.desk_unit_state(p_project_id text, p_we_nr text) returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'we_nr', u.we_nr, 'status', coalesce(a.status, 'Available'), 'version', coalesce(a.version, 0),
    'hold_until', a.hold_until, 'updated_at', a.updated_at,
    'changed_at', lc.changed_at,
    'changed_by', case when lc.changed_by is null and lc.changed_by_email is null then null
                       else coalesce(public.desk_person(lc.changed_by), lc.changed_by_email) end,
    'note', lc.note)
    from public.units u
    left join public.apartments a on a.project_id = u.project_id and a.we_nr = u.we_nr
    left join lateral (
      select x.changed_at, x.changed_by, x.changed_by_email, x.note from public.unit_status_audit x
       where x.project_id = u.project_id and x.we_nr = u.we_nr
       order by x.id desc limit 1) lc on true
   where u.project_id = p_project_id and u.we_nr = p_we_nr
$$;

-- Every unit of a project with its state and last change, in unit order.
create function public.desk_units(p_project_id text) returns setof json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.desk_require_staff();
  return query select public.desk_unit_state(u.project_id, u.we_nr) from public.units u
                where u.project_id = p_project_id order by u.unit_number;
end
$$;

-- Every change of one unit, newest first: statuses, holds with their end, expiries (by: null), who and why.
create function public.desk_unit_history(p_project_id text, p_we_nr text)
returns table (changed_at timestamptz, changed_by text, from_status text, to_status text,
               hold_until timestamptz, note text, version bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.desk_require_staff();
  if not exists (select 1 from public.units u where u.project_id = p_project_id and u.we_nr = p_we_nr) then
    raise exception 'unknown unit % of %', p_we_nr, p_project_id using errcode = '23503';
  end if;
  return query
  select x.changed_at, case when x.changed_by is null and x.changed_by_email is null then null
                            else coalesce(public.desk_person(x.changed_by), x.changed_by_email) end,
         x.from_status, x.to_status, x.hold_until, x.note, x.version
    from public.unit_status_audit x
   where x.project_id = p_project_id and x.we_nr = p_we_nr
   order by x.id desc;
end
$$;

-- As before (20251205090000_sales_desk.sql), plus: the unit must exist with this number (23503), the audit
-- names the account from auth.users (not a claim of the token), and both answers carry the last change.
create or replace function public.desk_set_unit_status(p_project_id text, p_we_nr text, p_unit_number integer,
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
  if not exists (select 1 from public.units u
                  where u.project_id = p_project_id and u.we_nr = p_we_nr and u.unit_number = p_unit_number) then
    raise exception 'unknown unit % (number %) of %', p_we_nr, p_unit_number, p_project_id
      using errcode = '23503';
  end if;
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
    return json_build_object('ok', false, 'reason', 'conflict',
                             'unit', public.desk_unit_state(p_project_id, p_we_nr));
  end if;

  if current_row.id is null then
    insert into public.apartments as a (project_id, unit_number, we_nr, status, hold_until)
    values (p_project_id, p_unit_number, p_we_nr, p_status, hold)
    on conflict do nothing
    returning a.* into next_row;
    if next_row.id is null then -- another agent inserted it between our read and our insert
      return json_build_object('ok', false, 'reason', 'conflict',
                               'unit', public.desk_unit_state(p_project_id, p_we_nr));
    end if;
  else
    update public.apartments a set status = p_status, hold_until = hold, version = a.version + 1
     where a.id = current_row.id
    returning a.* into next_row;
  end if;

  insert into public.unit_status_audit (project_id, we_nr, changed_by, changed_by_email, from_status, to_status,
                                        version, hold_until, note)
  values (p_project_id, p_we_nr, uid, (select u.email from auth.users u where u.id = uid),
          coalesce(current_row.status, 'Available'), p_status, next_row.version, hold, coalesce(btrim(p_note), ''));

  return json_build_object('ok', true, 'unit', public.desk_unit_state(p_project_id, p_we_nr));
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Leads: a version, an assignee, notes as events.
-- ---------------------------------------------------------------------------------------------------------
alter table public.contact_submissions
  add column desk_version bigint not null default 1,
  add column assigned_to uuid references auth.users (id) on delete set null;

-- kinds now also: note (detail: the text), assigned (detail: the assignee's name then), unassigned.
alter table public.contact_lead_events
  add constraint contact_lead_events_note_length
    check (kind <> 'note' or char_length(detail) between 1 and 2000);

-- The notes written so far become the first entry of each lead's history (author and time unknown).
insert into public.contact_lead_events (submission_id, at, kind, detail)
select s.id, now(), 'note', btrim(s.staff_note) from public.contact_submissions s where btrim(s.staff_note) <> '';
alter table public.contact_submissions drop column staff_note;

drop function public.desk_lead_update(uuid, boolean, text);
drop function public.desk_leads(timestamptz);

-- The leads the desk shows (one when p_id is given), newest first, each with its whole history and who did
-- what, its version, its assignee and the last desk change (for the conflict message).
create function public.desk_lead_rows(p_id uuid, p_now timestamptz)
returns table (id uuid, created_at timestamptz, name text, email text, phone text, preferred_rooms text,
               message text, notify_status text, notify_attempts integer, notified_at timestamptz,
               notify_error text, challenge_status text, handled_at timestamptz, attention text,
               version bigint, assigned_to uuid, assigned_name text, changed_at timestamptz, changed_by text,
               events json)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id, s.created_at, s.name, s.email, s.phone, s.preferred_rooms, s.message, s.notify_status,
         s.notify_attempts, s.notified_at, s.notify_error, s.challenge_status, s.handled_at,
         case when s.notify_status = 'failed' then 'failed'
              when s.notify_status = 'pending' and s.created_at <= p_now - interval '30 minutes' then 'late'
              when s.notify_status = 'spam' and s.created_at > p_now - interval '7 days' then 'spam' end,
         s.desk_version, s.assigned_to, public.desk_person(s.assigned_to), lc.at, public.desk_person(lc.by_user),
         coalesce((select json_agg(json_build_object('at', e.at, 'kind', e.kind, 'detail', e.detail,
                                                     'by', public.desk_person(e.by_user)) order by e.at, e.id)
                     from public.contact_lead_events e where e.submission_id = s.id), '[]'::json)
    from public.contact_submissions s
    left join lateral (
      select e.at, e.by_user from public.contact_lead_events e
       where e.submission_id = s.id and e.kind in ('handled', 'reopened', 'note', 'assigned', 'unassigned')
       order by e.at desc, e.id desc limit 1) lc on true
   where p_id is null or s.id = p_id
   order by s.created_at desc
$$;

create function public.desk_leads(p_now timestamptz default now())
returns setof json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.desk_require_staff();
  return query select to_json(l) from public.desk_lead_rows(null, p_now) l;
end
$$;

-- One lead change, compare-and-set: locks the lead, and when the version is still the one the agent saw,
-- runs the change and moves the version on. Answers { ok: true, lead } or { ok: false, reason: 'conflict',
-- lead } (nothing saved) with the current lead.
create function public.desk_lead_change(p_id uuid, p_expected_version bigint, p_kind text, p_detail text,
                                        p_handled boolean, p_assigned_to uuid)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_version bigint;
begin
  perform public.desk_require_staff();
  select s.desk_version into current_version from public.contact_submissions s where s.id = p_id for update;
  if current_version is null then
    raise exception 'no such lead' using errcode = 'P0002';
  end if;
  if current_version = p_expected_version then
    update public.contact_submissions s
       set desk_version = s.desk_version + 1,
           handled_at = case when p_kind = 'handled' then coalesce(s.handled_at, now())
                             when p_kind = 'reopened' then null else s.handled_at end,
           handled_by = case when p_kind = 'handled' then coalesce(s.handled_by, auth.uid())
                             when p_kind = 'reopened' then null else s.handled_by end,
           assigned_to = case when p_kind in ('assigned', 'unassigned') then p_assigned_to else s.assigned_to end
     where s.id = p_id;
    insert into public.contact_lead_events (submission_id, by_user, kind, detail)
    values (p_id, auth.uid(), p_kind, p_detail);
  end if;
  return (jsonb_build_object('ok', current_version = p_expected_version,
                             'lead', (select to_jsonb(l) from public.desk_lead_rows(p_id, now()) l))
          || case when current_version = p_expected_version then '{}'::jsonb
                  else '{"reason":"conflict"}'::jsonb end)::json;
end
$$;

create function public.desk_lead_set_handled(p_id uuid, p_expected_version bigint, p_handled boolean)
returns json
language sql
security definer
set search_path = ''
as $$
  select public.desk_lead_change(p_id, p_expected_version, case when p_handled then 'handled' else 'reopened' end,
                                 '', null, null)
$$;

create function public.desk_lead_add_note(p_id uuid, p_expected_version bigint, p_note text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
begin
  if char_length(btrim(coalesce(p_note, ''))) not between 1 and 2000 then
    raise exception 'a note has 1 to 2000 characters' using errcode = '22023';
  end if;
  return public.desk_lead_change(p_id, p_expected_version, 'note', btrim(p_note), null, null);
end
$$;

-- p_assigned_to: a staff member, or null to unassign.
create function public.desk_lead_assign(p_id uuid, p_expected_version bigint, p_assigned_to uuid)
returns json
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_assigned_to is not null
     and not exists (select 1 from public.staff_members m where m.user_id = p_assigned_to) then
    raise exception 'not a member of the sales team' using errcode = '23503';
  end if;
  return public.desk_lead_change(p_id, p_expected_version,
                                 case when p_assigned_to is null then 'unassigned' else 'assigned' end,
                                 coalesce(public.desk_person(p_assigned_to), ''), null, p_assigned_to);
end
$$;

-- The sales team, for the assignment list.
create function public.desk_staff() returns table (user_id uuid, name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.desk_require_staff();
  return query select m.user_id, public.desk_person(m.user_id) from public.staff_members m
                order by 2;
end
$$;

-- The idle period after which the desk signs out on its own (shared tablets): one setting for the team;
-- an account may have its own (e.g. a showroom tablet's shorter one).
alter table public.staff_members
  add column idle_sign_out_seconds integer check (idle_sign_out_seconds between 5 and 86400);
create table public.desk_settings (
  id boolean primary key default true check (id),
  idle_sign_out_seconds integer not null default 1800 check (idle_sign_out_seconds between 5 and 86400)
);
insert into public.desk_settings default values;
alter table public.desk_settings enable row level security;
revoke all on table public.desk_settings from public, anon, authenticated;
grant all on table public.desk_settings to service_role;

create function public.desk_config() returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.desk_require_staff();
  return (select json_build_object('idle_sign_out_seconds',
                                   coalesce(m.idle_sign_out_seconds, d.idle_sign_out_seconds))
            from public.desk_settings d
            left join public.staff_members m on m.user_id = (select auth.uid()));
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Privileges.
-- ---------------------------------------------------------------------------------------------------------
revoke all on function public.desk_person(uuid), public.desk_unit_state(text, text), public.desk_units(text),
  public.desk_unit_history(text, text), public.desk_lead_rows(uuid, timestamptz), public.desk_leads(timestamptz),
  public.desk_lead_change(uuid, bigint, text, text, boolean, uuid),
  public.desk_lead_set_handled(uuid, bigint, boolean), public.desk_lead_add_note(uuid, bigint, text),
  public.desk_lead_assign(uuid, bigint, uuid), public.desk_staff(), public.desk_config()
  from public, anon, authenticated;
grant execute on function public.desk_units(text), public.desk_unit_history(text, text),
  public.desk_leads(timestamptz), public.desk_lead_set_handled(uuid, bigint, boolean),
  public.desk_lead_add_note(uuid, bigint, text), public.desk_lead_assign(uuid, bigint, uuid),
  public.desk_staff(), public.desk_config()
  to authenticated, service_role;
grant execute on function public.desk_person(uuid), public.desk_unit_state(text, text),
  public.desk_lead_rows(uuid, timestamptz), public.desk_lead_change(uuid, bigint, text, text, boolean, uuid)
  to service_role;
