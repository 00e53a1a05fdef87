-- The desk sees the demand behind the buyer alerts (issue 49, point 5): per unit, how many confirmed addresses watch
-- it and how many confirmed searches it matches; every confirmed sign-up as a row for the sales team's CSV, with its
-- consent; one address's consent record (the proof staff print on request); and removing an address's alerts on
-- request (its leads stay; desk_erase removes both). Staff only, as every desk function.

-- Per unit of a project, in unit order: confirmed addresses watching it (its release or price), and confirmed
-- addresses with a search it matches (an address counts once in each).
create function public.desk_alert_demand(p_project_id text) returns setof json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.desk_require_staff();
  return query
    select json_build_object(
      'we_nr', u.we_nr,
      'watchers', (select count(distinct lower(s.email)) from public.alert_subscriptions s
                    where s.status = 'confirmed' and s.project_id = u.project_id and s.we_nr = u.we_nr),
      'searches', (select count(distinct lower(s.email)) from public.alert_subscriptions s
                     join public.unit_facts f on f.project_id = u.project_id and f.we_nr = u.we_nr
                    where s.status = 'confirmed' and s.project_id = u.project_id and s.we_nr is null
                      and coalesce(s.search_building, f.building) = f.building
                      and coalesce(s.search_floor, f.floor) = f.floor
                      and coalesce(s.search_rooms, f.rooms) = f.rooms))
      from public.units u
     where u.project_id = p_project_id
     order by u.unit_number;
end
$$;

-- Every confirmed sign-up of a project, flats first in unit order, then searches: what it watches, the address,
-- its language and frequency, and when the buyer signed up and confirmed (the consent).
create function public.desk_alert_watchers(p_project_id text) returns setof json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.desk_require_staff();
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

-- One address's consent record, every sign-up (confirmed or waiting), oldest first: when, from which address, which
-- text version, and when and from where it was confirmed.
create function public.desk_alert_consent(p_email text) returns setof json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.desk_require_staff();
  return query
    select json_build_object(
      'email', s.email, 'target', public.alert_target(s), 'locale', s.locale, 'frequency', s.frequency,
      'status', s.status, 'signed_up_at', s.created_at, 'signup_ip', s.client_ip,
      'consent_text_version', s.consent_text_version, 'confirmed_at', s.confirmed_at, 'confirm_ip', s.confirm_ip)
      from public.alert_subscriptions s
     where lower(s.email) = lower(btrim(p_email)) and s.status <> 'spam'
     order by s.created_at, s.id;
end
$$;

-- Removes every alert of an address and records that it happened (not whose): its unsubscribe link and the desk
-- (on the buyer's request) do the same. How many watches went.
create function public.alert_remove_address(p_email text) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  watches integer := public.alert_erase_address(lower(btrim(p_email)));
begin
  insert into public.alert_unsubscribes (at, watches_deleted) values (now(), watches);
  return watches;
end
$$;

create or replace function public.alert_unsubscribe(p_email text, p_token text) returns json
language plpgsql
security definer
set search_path = ''
as $$
begin
  if btrim(coalesce(p_email, '')) = ''
     or p_token is distinct from public.alert_link_token('unsubscribe', lower(btrim(p_email))) then
    return json_build_object('status', 'invalid');
  end if;
  return json_build_object('status', 'unsubscribed', 'watches', public.alert_remove_address(p_email));
end
$$;

create function public.desk_alert_remove(p_email text) returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.desk_require_staff();
  return public.alert_remove_address(p_email);
end
$$;

revoke all on function public.desk_alert_demand(text), public.desk_alert_watchers(text),
  public.desk_alert_consent(text), public.desk_alert_remove(text), public.alert_remove_address(text)
  from public, anon, authenticated;
grant execute on function public.alert_remove_address(text) to service_role;
grant execute on function public.desk_alert_demand(text), public.desk_alert_watchers(text),
  public.desk_alert_consent(text), public.desk_alert_remove(text)
  to authenticated, service_role;
