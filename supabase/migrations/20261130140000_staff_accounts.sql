-- Staff accounts managed in the app (issue 50 point 7): a role per staff member, the team as admins manage it,
-- and who may export.
--
--   agent   works leads and flats (everything the desk did for staff before)
--   admin   also invites staff, sets their display name, mail language and role, removes access, and exports
--
-- Inviting and removing need Supabase Auth's admin API (the service key): the desk-staff Edge Function does
-- that part after desk_require_admin() has accepted the caller's own token; the service key never reaches the
-- browser. Removing deletes the staff_members row (the desk refuses the account at once) and bans the account
-- in Auth (no new sign-in, no refresh). The leads keep their history: owners and log entries name the person
-- by user id and by the name written at the time (contact_lead_events.by_name).

-- Whoever managed the team by hand until now is an admin; new members are agents unless an admin says otherwise.
alter table public.staff_members
  add column role text not null default 'admin' check (role in ('agent', 'admin'));
alter table public.staff_members alter column role set default 'agent';

create function public.is_admin() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_staff()
     and exists (select 1 from public.staff_members m where m.user_id = (select auth.uid()) and m.role = 'admin')
$$;

-- Raises 42501 (PostgREST: 403 for a signed-in user) unless the caller is an admin.
create function public.desk_require_admin() returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'admins only' using errcode = '42501';
  end if;
end
$$;

-- The signed-in staff member as the desk shows them: their name for the header, their role for the views.
create function public.desk_me() returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.desk_require_staff();
  return (select json_build_object('user_id', m.user_id, 'display_name', m.display_name, 'role', m.role,
                                   'locale', m.locale)
            from public.staff_members m where m.user_id = (select auth.uid()));
end
$$;

-- The team for admins: each member with address, name, role, mail language and whether they have signed in yet
-- (an invited member who has not is "invited").
create function public.desk_team_rows(p_user_id uuid) returns setof json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object('user_id', m.user_id, 'email', u.email, 'display_name', m.display_name,
                           'role', m.role, 'locale', m.locale, 'added_at', m.created_at,
                           'last_sign_in_at', u.last_sign_in_at)
    from public.staff_members m join auth.users u on u.id = m.user_id
   where p_user_id is null or m.user_id = p_user_id
   order by lower(coalesce(nullif(btrim(m.display_name), ''), u.email)), m.user_id
$$;

create function public.desk_team() returns setof json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.desk_require_admin();
  return query select public.desk_team_rows(null);
end
$$;

-- A team always keeps one admin: nobody can remove or demote the last one (also not themselves).
create function public.desk_team_keeps_admin(p_without uuid) returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.staff_members m where m.role = 'admin' and m.user_id <> p_without) then
    raise exception 'the team needs at least one admin' using errcode = '23514';
  end if;
end
$$;

create function public.desk_team_check(p_display_name text, p_locale text, p_role text) returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_display_name is null or char_length(btrim(p_display_name)) not between 1 and 100 then
    raise exception 'a display name has 1 to 100 characters' using errcode = '22023';
  end if;
  if p_locale is null or p_locale not in ('en', 'de') then
    raise exception 'unknown mail language %', p_locale using errcode = '22023';
  end if;
  if p_role is null or p_role not in ('agent', 'admin') then
    raise exception 'unknown role %', p_role using errcode = '22023';
  end if;
end
$$;

-- Name, mail language (the morning follow-up mail's) and role of a member; admins only.
create function public.desk_team_update(p_user_id uuid, p_display_name text, p_locale text, p_role text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.desk_require_admin();
  perform public.desk_team_check(p_display_name, p_locale, p_role);
  perform 1 from public.staff_members m where m.role = 'admin' for update;
  if not exists (select 1 from public.staff_members m where m.user_id = p_user_id) then
    raise exception 'not a member of the sales team' using errcode = 'P0002';
  end if;
  if p_role <> 'admin' then
    perform public.desk_team_keeps_admin(p_user_id);
  end if;
  update public.staff_members m
     set display_name = btrim(p_display_name), locale = p_locale, role = p_role
   where m.user_id = p_user_id;
  -- The member as saved (an admin who stepped down is no longer one, so not through desk_team()).
  return (select public.desk_team_rows(p_user_id));
end
$$;

-- An invited account joins the team (the desk-staff function, with the service key, after the invite).
create function public.desk_team_add(p_user_id uuid, p_display_name text, p_locale text, p_role text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.desk_team_check(p_display_name, p_locale, p_role);
  insert into public.staff_members (user_id, display_name, locale, role)
  values (p_user_id, btrim(p_display_name), p_locale, p_role);
end
$$;

-- Takes a member off the team (admins only; not the last admin). Repeating it is harmless, so that the
-- function can retry the ban that follows. Their leads stay assigned and their log entries keep their name.
create function public.desk_team_remove(p_user_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.desk_require_admin();
  if p_user_id = (select auth.uid()) then
    raise exception 'an admin does not remove their own access' using errcode = '42501';
  end if;
  perform 1 from public.staff_members m where m.role = 'admin' for update;
  if exists (select 1 from public.staff_members m where m.user_id = p_user_id and m.role = 'admin') then
    perform public.desk_team_keeps_admin(p_user_id);
  end if;
  if not exists (select 1 from auth.users u where u.id = p_user_id) then
    raise exception 'no such account' using errcode = 'P0002';
  end if;
  delete from public.staff_members m where m.user_id = p_user_id;
end
$$;

-- The watchers' export reads what no desk view shows: admins only (the enquiries' CSV is the inbox the agent
-- already sees, so only its button is an admin's).
create or replace function public.desk_alert_watchers(p_project_id text) returns setof json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.desk_require_admin();
  return query
    select json_build_object(
      'we_nr', s.we_nr, 'target', public.alert_target(s), 'email', s.email, 'locale', s.locale,
      'frequency', s.frequency, 'signed_up_at', s.created_at, 'confirmed_at', s.confirmed_at,
      'consent_text_version', s.consent_text_version)
      from public.alert_subscriptions s
      left join public.units u on u.project_id = s.project_id and u.we_nr = s.we_nr
     where s.status = 'confirmed' and s.project_id = p_project_id
     order by u.unit_number nulls last, s.confirmed_at, s.id;
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Privileges.
-- ---------------------------------------------------------------------------------------------------------
revoke all on function public.is_admin(), public.desk_require_admin(), public.desk_me(), public.desk_team(),
  public.desk_team_rows(uuid),
  public.desk_team_keeps_admin(uuid), public.desk_team_check(text, text, text),
  public.desk_team_update(uuid, text, text, text), public.desk_team_add(uuid, text, text, text),
  public.desk_team_remove(uuid)
  from public, anon, authenticated;
grant execute on function public.is_admin(), public.desk_require_admin(), public.desk_me(), public.desk_team(),
  public.desk_team_update(uuid, text, text, text), public.desk_team_remove(uuid)
  to authenticated, service_role;
grant execute on function public.desk_team_rows(uuid), public.desk_team_keeps_admin(uuid), public.desk_team_check(text, text, text),
  public.desk_team_add(uuid, text, text, text)
  to service_role;
