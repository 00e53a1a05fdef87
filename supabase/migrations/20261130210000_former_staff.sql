-- Former staff (issue 50 point 7): a removed member keeps the name the desk knew them by (their leads' owner
-- line and log name them by it, not by their address), and an admin can invite the address again: the
-- desk-staff function finds the former member, lifts the ban and adds them back.

create table public.staff_former (
  user_id uuid primary key references auth.users (id) on delete cascade,
  display_name text not null,
  removed_at timestamptz not null default now()
);
alter table public.staff_former enable row level security;
revoke all on table public.staff_former from public, anon, authenticated;
grant all on table public.staff_former to service_role;

-- A member's name, a former member's as it was, or else the address.
create or replace function public.desk_person(p_user uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(nullif(btrim(m.display_name), ''), nullif(btrim(f.display_name), ''), u.email)
    from auth.users u
    left join public.staff_members m on m.user_id = u.id
    left join public.staff_former f on f.user_id = u.id
   where u.id = p_user
$$;

-- As before (admins only; not the last admin, not oneself; repeating is harmless), and the name is kept.
create or replace function public.desk_team_remove(p_user_id uuid) returns void
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
  insert into public.staff_former (user_id, display_name)
  select m.user_id, m.display_name from public.staff_members m where m.user_id = p_user_id
  on conflict (user_id) do update set display_name = excluded.display_name, removed_at = now();
  delete from public.staff_members m where m.user_id = p_user_id;
end
$$;

-- An account joins the team (after an invite, or back after a removal): no longer a former member.
create or replace function public.desk_team_add(p_user_id uuid, p_display_name text, p_locale text, p_role text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.desk_team_check(p_display_name, p_locale, p_role);
  insert into public.staff_members (user_id, display_name, locale, role)
  values (p_user_id, btrim(p_display_name), p_locale, p_role);
  delete from public.staff_former f where f.user_id = p_user_id;
end
$$;

-- The account of a removed member with this address, or null (the desk-staff function, on a repeated invite).
create function public.desk_team_former(p_email text) returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select f.user_id
    from public.staff_former f join auth.users u on u.id = f.user_id
   where lower(u.email) = lower(btrim(p_email))
     and not exists (select 1 from public.staff_members m where m.user_id = f.user_id)
$$;

revoke all on function public.desk_team_former(text) from public, anon, authenticated;
grant execute on function public.desk_team_former(text) to service_role;
