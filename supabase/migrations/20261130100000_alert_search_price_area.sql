-- A saved search by price and living area too (issue 49, point 1): "price up to" and "living area from", each
-- optional, beside building, floor and rooms. What "a flat matches a search" means is decided in one function,
-- alert_search_matches, used by the alerts (alert_prepare) and by the desk's demand (desk_alert_demand).
--
-- A search hears of a flat when
--   * it becomes available (an 'available' event) and its facts match the search now, as before; or
--   * its price changes (a 'price' event) so that it comes under the search's maximum: the price before was above
--     it, the flat matches the search at its new price, and it is available now. A search without a maximum
--     hears of no price change (it never hears of a flat's price, only of its release).
-- One alert per event and address, as before (alert_deliveries' key). Within one sweep a flat counts once for a
-- search: a price event is not matched to a search when the same sweep has the flat's release (that alert states
-- the new price already), and of several price events of one flat in a sweep only the first (its previous price
-- is the one before the sweep) can match.

alter table public.alert_subscriptions
  add column search_max_price integer,
  add column search_min_area numeric(6, 2);

-- SEARCH_MAX_PRICE and SEARCH_MIN_AREA of functions/_shared/alert-rules.ts, as the form and the outbox row check.
alter table public.alert_subscriptions
  add constraint alert_subscriptions_search_limits_valid check (
    coalesce(search_max_price, 50000) between 50000 and 10000000
    and coalesce(search_min_area, 10) between 10 and 500),
  drop constraint alert_subscriptions_target_valid,
  -- A flat or a search, not both; only a flat has a price to follow, only a search a price and area limit.
  add constraint alert_subscriptions_target_valid check (
    (we_nr is not null and search_building is null and search_floor is null and search_rooms is null
     and search_max_price is null and search_min_area is null)
    or (we_nr is null and not price_changes));

grant insert (search_max_price, search_min_area) on table public.alert_subscriptions to anon, authenticated;

-- Whether a search's filters match a unit's facts (null filters match every unit; a flat's watch is no search).
create function public.alert_search_matches(s public.alert_subscriptions, f public.unit_facts) returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce(s.we_nr is null and s.project_id = f.project_id
    and coalesce(s.search_building, f.building) = f.building
    and coalesce(s.search_floor, f.floor) = f.floor
    and coalesce(s.search_rooms, f.rooms) = f.rooms
    and f.price <= coalesce(s.search_max_price, f.price)
    and f.living_area >= coalesce(s.search_min_area, f.living_area), false)
$$;

-- What a sign-up watches, as the mails, the confirm page and the desk name it: now with a search's limits.
create or replace function public.alert_target(s public.alert_subscriptions) returns jsonb
language sql stable
set search_path = ''
as $$
  select case when s.we_nr is not null
    then jsonb_build_object('kind', 'unit', 'projectId', s.project_id, 'weNr', s.we_nr,
                            'priceChanges', s.price_changes)
    else jsonb_strip_nulls(jsonb_build_object('kind', 'search', 'projectId', s.project_id,
                            'building', s.search_building, 'floor', s.search_floor, 'rooms', s.search_rooms,
                            'maxPrice', s.search_max_price, 'minArea', s.search_min_area)) end
$$;

-- Whether a unit is available now (a unit without a row is).
create function public.alert_unit_available(p_project_id text, p_we_nr text) returns boolean
language sql stable
set search_path = ''
as $$
  select coalesce((select a.status = 'Available' from public.apartments a
                    where a.project_id = p_project_id and a.we_nr = p_we_nr), true)
$$;

-- Which confirmed sign-ups an event of a batch reaches (the rules above). A search's delivery carries its target,
-- so its mail can say which search the flat matched.
create function public.alert_event_watchers(p_events bigint[])
returns table (event_id bigint, subscription_id uuid, email_key text, frequency text, created_at timestamptz,
               search jsonb)
language sql stable
set search_path = ''
as $$
  select e.id, s.id, lower(s.email), s.frequency, s.created_at,
         case when s.we_nr is null then public.alert_target(s) end
    from public.alert_events e
    left join public.unit_facts f on f.project_id = e.project_id and f.we_nr = e.we_nr
    join public.alert_subscriptions s on s.project_id = e.project_id and s.status = 'confirmed'
         and s.confirmed_at <= e.created_at
   where e.id = any(p_events)
     and ((s.we_nr = e.we_nr and (e.kind = 'available' or s.price_changes))
          or (e.kind = 'available' and public.alert_search_matches(s, f))
          or (e.kind = 'price' and s.search_max_price is not null and e.previous_price > s.search_max_price
              and public.alert_search_matches(s, f) and public.alert_unit_available(e.project_id, e.we_nr)
              and not exists (select 1 from public.alert_events o
                               where o.id = any(p_events) and o.project_id = e.project_id and o.we_nr = e.we_nr
                                 and (o.kind = 'available' or (o.kind = 'price' and o.id < e.id)))))
$$;

-- The search a delivery came from is kept with it, for its mail.
alter table public.alert_deliveries add column search jsonb;

-- An event as a mail states it, for one delivery: with the search it matched, if it came from one.
create function public.alert_delivery_event_data(e public.alert_events, p_search jsonb) returns jsonb
language sql stable
set search_path = ''
as $$
  select public.alert_event_data(e)
         || case when p_search is null then '{}'::jsonb else jsonb_build_object('search', p_search) end
$$;

-- As before (20261129100000_unit_alerts.sql), with the matching in alert_event_watchers and each event of a
-- mail carrying the search it matched.
create or replace function public.alert_prepare(p_now timestamptz default now()) returns integer
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
  -- An address with an instant and a daily watch on the same event gets it once, at once; a flat's own watch
  -- wins over a search (its mail needs no search named).
  insert into public.alert_deliveries (email_key, event_id, subscription_id, frequency, created_at, search)
  select distinct on (w.email_key, w.event_id) w.email_key, w.event_id, w.subscription_id, w.frequency, p_now,
         w.search
    from public.alert_event_watchers(events) w
   order by w.email_key, w.event_id, (w.frequency = 'instant') desc, (w.search is null) desc, w.created_at desc
  on conflict (email_key, event_id) do nothing;
  update public.alert_events e set matched_at = p_now where e.id = any(events);

  -- Instant: one alert per delivery.
  with due as (
    select d.email_key, d.event_id, d.search, s.email, s.locale, gen_random_uuid() as mail_id
      from public.alert_deliveries d
      join public.alert_subscriptions s on s.id = d.subscription_id
     where d.mail_id is null and d.frequency = 'instant'
  ), mails as (
    insert into public.alert_mails (id, created_at, kind, email_key, to_email, locale, data, next_at)
    select due.mail_id, p_now, 'alert', due.email_key, due.email, due.locale,
           jsonb_build_object('events', jsonb_build_array(public.alert_delivery_event_data(e, due.search))), p_now
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
      select d.email_key,
             jsonb_agg(public.alert_delivery_event_data(e, d.search) order by e.id) as events,
             (array_agg(s.email order by s.created_at desc))[1] as email,
             (array_agg(s.locale order by s.created_at desc))[1] as locale
        from public.alert_deliveries d
        join public.alert_subscriptions s on s.id = d.subscription_id
        join public.alert_events e on e.id = d.event_id
       where d.mail_id is null and d.frequency = 'daily'
         and not exists (select 1 from public.alert_mails m
                          where m.email_key = d.email_key and m.digest_day = berlin::date)
       group by d.email_key
    ), mails as (
      insert into public.alert_mails (created_at, kind, email_key, to_email, locale, data, digest_day, next_at)
      select p_now, 'digest', w.email_key, w.email, w.locale, jsonb_build_object('events', w.events),
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

-- The desk's demand, with the same matching as the alerts.
create or replace function public.desk_alert_demand(p_project_id text) returns setof json
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
                    where s.status = 'confirmed' and public.alert_search_matches(s, f)))
      from public.units u
     where u.project_id = p_project_id
     order by u.unit_number;
end
$$;

revoke all on function public.alert_search_matches(public.alert_subscriptions, public.unit_facts),
  public.alert_unit_available(text, text), public.alert_event_watchers(bigint[]),
  public.alert_delivery_event_data(public.alert_events, jsonb)
  from public, anon, authenticated;
grant execute on function public.alert_search_matches(public.alert_subscriptions, public.unit_facts),
  public.alert_unit_available(text, text), public.alert_event_watchers(bigint[]),
  public.alert_delivery_event_data(public.alert_events, jsonb)
  to service_role;
