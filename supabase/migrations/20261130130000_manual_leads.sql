-- Leads from anywhere (issue 50 point 3): staff add a lead by hand, never twice, never as a silent duplicate,
-- and link leads to flats.
--
--   * A lead has a source: the web form ('web', every row so far), a phone call, a walk-in at the site, a
--     portal enquiry pasted in (ImmoScout24, Immowelt, another portal) or something else. A lead staff add
--     has a name and an e-mail address or a phone number (or both), its language and a message; nobody is
--     mailed about it (notify_status 'none') and the web form's limits and challenge do not apply.
--   * desk_lead_create takes the desk's idempotency key (made on the tablet when the lead was written, kept
--     with it in its outbox): the key is stored with the lead (desk_lead_intakes), so a second call with it
--     stores nothing and answers with the lead the first one made. Before it creates, a lead with the same
--     e-mail (case-insensitive) or phone (its digits) is answered as a duplicate; the agent then adds the
--     enquiry to that lead (desk_lead_merge: an entry in its log, the flats linked) or creates anyway.
--   * Leads link to flats with a kind (interest, reservation, purchase: contact_lead_units). Reserving a flat
--     for a lead puts the flat on hold (desk_set_unit_status's Vormerkung) with the lead named
--     (apartments.hold_for), only while the flat is available or already held for that lead.
--   * Everything is compare-and-set on the lead's version and in its log; staff only (desk_require_staff,
--     and row-level security on the new tables).

-- ---------------------------------------------------------------------------------------------------------
-- Where a lead came from, and the rows staff add.
-- ---------------------------------------------------------------------------------------------------------
alter table public.contact_submissions
  add column source text not null default 'web',
  add column language text,
  alter column email drop not null,
  alter column phone drop not null,
  add constraint contact_submissions_source
    check (source in ('web', 'phone', 'walk_in', 'portal_immoscout24', 'portal_immowelt', 'portal_other', 'other')),
  add constraint contact_submissions_language check (language in ('en', 'de')),
  -- The web form asks for both; staff need one way to reach the person.
  add constraint contact_submissions_reachable
    check (case when source = 'web' then email is not null and phone is not null
                else email is not null or phone is not null end),
  drop constraint contact_submissions_gdpr_consent_given,
  add constraint contact_submissions_gdpr_consent_given check (gdpr_consent or source <> 'web'),
  drop constraint contact_submissions_preferred_rooms_required,
  add constraint contact_submissions_preferred_rooms_required
    check (preferred_rooms is not null or source <> 'web') not valid,
  drop constraint contact_submissions_notify_status_valid,
  add constraint contact_submissions_notify_status_valid
    check (notify_status in ('pending', 'sent', 'failed', 'spam', 'none')),
  -- 'none': a lead staff added, nobody to tell; only those.
  add constraint contact_submissions_notify_none check ((notify_status = 'none') = (source <> 'web'));

-- The duplicate lookups: an e-mail address case-insensitive, a phone number by its digits.
create function public.contact_phone_digits(p_phone text) returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g'), '')
$$;
-- (No index on the digits: an index expression runs as the inserting visitor, who may call no function.)
create index contact_submissions_email_lower_idx on public.contact_submissions (lower(email));

-- The insert trigger as in 20251201090000_lead_gate.sql, with one branch first: a row staff add (only the
-- desk's functions can set a source other than 'web': visitors may insert the form's columns alone) is not
-- checked, limited or mailed.
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
  new.notify_attempts := 0;
  new.notify_next_at := now();
  new.notified_at := null;
  new.notify_error := null;
  new.alerted_status := null;
  if new.source <> 'web' then
    new.client_ip := null;
    new.challenge_status := null;
    new.notify_status := 'none';
    return new;
  end if;
  new.client_ip := ip;
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
       where l.scope = 'leads_per_minute' and s.notify_status not in ('spam', 'none')
         and s.created_at > now() - make_interval(secs => l.window_seconds))) end);
  if retry > 0 then
    perform public.contact_raise_rate_limited(retry);
  end if;
  return new;
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- The desk's idempotency keys, kept with the lead they made or were merged into.
-- ---------------------------------------------------------------------------------------------------------
create table public.desk_lead_intakes (
  key uuid primary key,
  submission_id uuid not null references public.contact_submissions (id) on delete cascade,
  outcome text not null check (outcome in ('created', 'merged')),
  at timestamptz not null default now(),
  by_user uuid references auth.users (id) on delete set null
);
create index desk_lead_intakes_submission_idx on public.desk_lead_intakes (submission_id);

-- ---------------------------------------------------------------------------------------------------------
-- Leads and flats.
-- ---------------------------------------------------------------------------------------------------------
create table public.contact_lead_units (
  submission_id uuid not null references public.contact_submissions (id) on delete cascade,
  project_id text not null,
  we_nr text not null,
  kind text not null check (kind in ('interest', 'reservation', 'purchase')),
  linked_at timestamptz not null default now(),
  primary key (submission_id, project_id, we_nr),
  foreign key (project_id, we_nr) references public.units (project_id, we_nr)
);
create index contact_lead_units_unit_idx on public.contact_lead_units (project_id, we_nr);

-- The lead a hold is for (null: a hold without one); it goes with the hold.
alter table public.apartments
  add column hold_for uuid references public.contact_submissions (id) on delete set null,
  add constraint apartments_hold_for_only_on_hold check (hold_for is null or status = 'Vormerkung');

create function public.apartments_hold_for_ends() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status <> 'Vormerkung' then
    new.hold_for := null;
  end if;
  return new;
end
$$;
revoke all on function public.apartments_hold_for_ends() from public, anon, authenticated;
create trigger apartments_hold_for_ends
  before update on public.apartments
  for each row execute function public.apartments_hold_for_ends();

-- Staff read the new tables; they write through the functions below.
alter table public.desk_lead_intakes enable row level security;
alter table public.contact_lead_units enable row level security;
revoke all on table public.desk_lead_intakes, public.contact_lead_units from public, anon, authenticated;
grant select on table public.desk_lead_intakes, public.contact_lead_units to authenticated;
grant all on table public.desk_lead_intakes, public.contact_lead_units to service_role;
create policy "Staff read the intakes" on public.desk_lead_intakes for select to authenticated
  using (public.is_staff());
create policy "Staff read the leads' flats" on public.contact_lead_units for select to authenticated
  using (public.is_staff());

-- ---------------------------------------------------------------------------------------------------------
-- The log: a lead added by hand (created), an enquiry added to a lead (merged), a flat linked (unit_linked).
-- ---------------------------------------------------------------------------------------------------------
alter table public.contact_lead_events
  add column source text,
  add column we_nr text,
  add column link_kind text,
  drop constraint contact_lead_events_kind,
  add constraint contact_lead_events_kind
    check (kind in ('sent', 'attempt_failed', 'failed', 'resend', 'not_spam', 'handled', 'reopened', 'note',
                    'assigned', 'unassigned', 'call', 'email_sent', 'viewing', 'stage', 'follow_up',
                    'created', 'merged', 'unit_linked'))
    not valid,
  add constraint contact_lead_events_source
    check ((kind in ('created', 'merged')) = (source is not null)
           and (source is null
                or source in ('phone', 'walk_in', 'portal_immoscout24', 'portal_immowelt', 'portal_other', 'other'))),
  add constraint contact_lead_events_unit_link
    check ((kind = 'unit_linked') = (we_nr is not null and link_kind is not null)
           and (link_kind is null or link_kind in ('interest', 'reservation', 'purchase'))),
  add constraint contact_lead_events_intake_length check (kind <> 'merged' or char_length(detail) <= 2400);

-- As in 20261130110000_lead_pipeline.sql, with the new columns among those never changed.
create or replace function public.contact_lead_events_guard() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.by_name := coalesce(new.by_name, public.desk_person(new.by_user));
    return new;
  end if;
  if (new.id, new.submission_id, new.at, new.kind, new.detail, new.by_name, new.outcome, new.stage, new.due_on,
      new.corrects, new.source, new.we_nr, new.link_kind) is distinct from
     (old.id, old.submission_id, old.at, old.kind, old.detail, old.by_name, old.outcome, old.stage, old.due_on,
      old.corrects, old.source, old.we_nr, old.link_kind)
     or (new.by_user is not null and new.by_user is distinct from old.by_user) then
    raise exception 'lead history entries are never changed: add a correction' using errcode = '42501';
  end if;
  return new;
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- The leads as the desk reads them: as before, plus the source, the language and the linked flats.
-- ---------------------------------------------------------------------------------------------------------
drop function public.desk_lead_rows(uuid, timestamptz);

create function public.desk_lead_rows(p_id uuid, p_now timestamptz)
returns table (id uuid, created_at timestamptz, name text, email text, phone text, preferred_rooms text,
               message text, notify_status text, notify_attempts integer, notified_at timestamptz,
               notify_error text, challenge_status text, handled_at timestamptz, attention text,
               version bigint, assigned_to uuid, assigned_name text, changed_at timestamptz, changed_by text,
               stage text, lost_reason text, follow_up_on date, follow_up_task text, source text,
               language text, units json, events json)
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
         s.desk_version, s.assigned_to, public.desk_person(s.assigned_to), lc.at,
         coalesce(public.desk_person(lc.by_user), lc.by_name),
         s.stage, s.lost_reason, s.follow_up_on, s.follow_up_task, s.source, s.language,
         coalesce((select json_agg(json_build_object('we_nr', u.we_nr, 'kind', u.kind) order by u.we_nr)
                     from public.contact_lead_units u where u.submission_id = s.id), '[]'::json),
         coalesce((select json_agg(json_build_object(
                            'id', e.id, 'at', e.at, 'kind', e.kind, 'detail', e.detail,
                            'by', coalesce(public.desk_person(e.by_user), e.by_name), 'outcome', e.outcome,
                            'stage', e.stage, 'due_on', e.due_on, 'corrects', e.corrects, 'source', e.source,
                            'we_nr', e.we_nr, 'link_kind', e.link_kind)
                          order by e.at desc, e.id desc)
                     from public.contact_lead_events e where e.submission_id = s.id), '[]'::json)
    from public.contact_submissions s
    left join lateral (
      select e.at, e.by_user, e.by_name from public.contact_lead_events e
       where e.submission_id = s.id
         and e.kind in ('handled', 'reopened', 'note', 'assigned', 'unassigned', 'call', 'email_sent', 'viewing',
                        'stage', 'follow_up', 'created', 'merged', 'unit_linked')
       order by e.at desc, e.id desc limit 1) lc on true
   where p_id is null or s.id = p_id
   order by s.created_at desc
$$;

-- A unit as the desk shows it: as before, plus the lead its hold is for.
create or replace function public.desk_unit_state(p_project_id text, p_we_nr text) returns json
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
    'note', lc.note,
    'hold_for', (select json_build_object('id', s.id, 'name', s.name)
                   from public.contact_submissions s where s.id = a.hold_for))
    from public.units u
    left join public.apartments a on a.project_id = u.project_id and a.we_nr = u.we_nr
    left join lateral (
      select x.changed_at, x.changed_by, x.changed_by_email, x.note from public.unit_status_audit x
       where x.project_id = u.project_id and x.we_nr = u.we_nr
       order by x.id desc limit 1) lc on true
   where u.project_id = p_project_id and u.we_nr = p_we_nr
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Adding a lead.
-- ---------------------------------------------------------------------------------------------------------

-- What the desk sends for a lead written by hand, checked once for create and merge alike.
create function public.desk_lead_intake_check(p_source text, p_name text, p_email text, p_phone text,
                                               p_language text, p_message text, p_units text[])
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_source is null or p_source not in ('phone', 'walk_in', 'portal_immoscout24', 'portal_immowelt',
                                          'portal_other', 'other') then
    raise exception 'unknown source %', p_source using errcode = '22023';
  end if;
  if p_language is null or p_language not in ('en', 'de') then
    raise exception 'unknown language %', p_language using errcode = '22023';
  end if;
  if nullif(btrim(coalesce(p_email, '')), '') is null and nullif(btrim(coalesce(p_phone, '')), '') is null then
    raise exception 'a lead needs an e-mail address or a phone number' using errcode = '22023';
  end if;
  if char_length(coalesce(p_message, '')) > 2000 then
    raise exception 'the message is longer than 2000 characters' using errcode = '22001';
  end if;
  if exists (select 1 from unnest(coalesce(p_units, '{}')) w
              where not exists (select 1 from public.units u where u.project_id = 'grabbeallee-68' and u.we_nr = w)) then
    raise exception 'unknown unit among %', p_units using errcode = '23503';
  end if;
end
$$;

-- The leads with this e-mail address (case-insensitive) or phone number (its digits), newest first.
create function public.desk_lead_duplicates(p_email text, p_phone text) returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(json_agg(to_json(l) order by l.created_at desc), '[]'::json)
    from public.desk_lead_rows(null, now()) l
   where l.id in (
     select s.id from public.contact_submissions s
      where (nullif(btrim(coalesce(p_email, '')), '') is not null and lower(s.email) = lower(btrim(p_email)))
         or (public.contact_phone_digits(p_phone) is not null
             and public.contact_phone_digits(s.phone) = public.contact_phone_digits(p_phone)))
$$;

-- The answer for a key: { ok, repeated, outcome, lead } with the lead it made or joined.
create function public.desk_lead_intake_answer(p_key uuid, p_repeated boolean) returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object('ok', true, 'repeated', p_repeated, 'outcome', i.outcome,
                           'lead', (select to_json(l) from public.desk_lead_rows(i.submission_id, now()) l))
    from public.desk_lead_intakes i where i.key = p_key
$$;

-- The start of every intake: staff only, one call per key at a time (a second waits for the first), the
-- answer of the first call when the key was used (null otherwise), and the checked lead.
create function public.desk_lead_intake_begin(p_key uuid, p_source text, p_name text, p_email text,
                                              p_phone text, p_language text, p_message text, p_units text[])
returns json
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.desk_require_staff();
  if p_key is null then
    raise exception 'an idempotency key is required' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtext('desk_lead_intake:' || p_key::text));
  if exists (select 1 from public.desk_lead_intakes i where i.key = p_key) then
    return public.desk_lead_intake_answer(p_key, true);
  end if;
  perform public.desk_lead_intake_check(p_source, p_name, p_email, p_phone, p_language, p_message, p_units);
  return null;
end
$$;

-- Links flats to a lead (interest unless the link is already more) and logs each new link.
create function public.desk_lead_link_interest(p_id uuid, p_units text[]) returns void
language sql
security definer
set search_path = ''
as $$
  with linked as (
    insert into public.contact_lead_units (submission_id, project_id, we_nr, kind)
    select p_id, 'grabbeallee-68', w, 'interest' from unnest(coalesce(p_units, '{}')) w
    on conflict do nothing
    returning we_nr)
  insert into public.contact_lead_events (submission_id, by_user, kind, we_nr, link_kind)
  select p_id, auth.uid(), 'unit_linked', l.we_nr, 'interest' from linked l
$$;

-- Creates a lead once per key: { ok: true, repeated, outcome: 'created', lead }; with a lead of the same
-- e-mail or phone and p_allow_duplicate false: { ok: false, reason: 'duplicate', duplicates } (nothing stored).
create function public.desk_lead_create(p_key uuid, p_source text, p_name text, p_email text, p_phone text,
                                        p_language text, p_message text, p_units text[] default '{}',
                                        p_allow_duplicate boolean default false)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  email_ text := nullif(btrim(coalesce(p_email, '')), '');
  phone_ text := nullif(btrim(coalesce(p_phone, '')), '');
  duplicates json;
  new_id uuid;
  repeated json;
begin
  repeated := public.desk_lead_intake_begin(p_key, p_source, p_name, email_, phone_, p_language, p_message,
                                             p_units);
  if repeated is not null then
    return repeated;
  end if;
  if not p_allow_duplicate then
    duplicates := public.desk_lead_duplicates(email_, phone_);
    if json_array_length(duplicates) > 0 then
      return json_build_object('ok', false, 'reason', 'duplicate', 'duplicates', duplicates);
    end if;
  end if;
  insert into public.contact_submissions (name, email, phone, message, gdpr_consent, source, language)
  values (btrim(p_name), lower(email_), phone_, btrim(coalesce(p_message, '')), false, p_source, p_language)
  returning id into new_id;
  insert into public.desk_lead_intakes (key, submission_id, outcome, by_user)
  values (p_key, new_id, 'created', auth.uid());
  insert into public.contact_lead_events (submission_id, by_user, kind, source)
  values (new_id, auth.uid(), 'created', p_source);
  perform public.desk_lead_link_interest(new_id, p_units);
  return public.desk_lead_intake_answer(p_key, false);
end
$$;

-- Adds an enquiry to an existing lead, compare-and-set, once per key: an entry of kind 'merged' (the
-- enquiry's source, who it named and what they said), the flats linked, and an e-mail address or phone
-- number the lead did not have yet. { ok: true, repeated, outcome: 'merged', lead } or the conflict answer.
create function public.desk_lead_merge(p_key uuid, p_id uuid, p_expected_version bigint, p_source text,
                                       p_name text, p_email text, p_phone text, p_language text, p_message text,
                                       p_units text[] default '{}')
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  email_ text := nullif(btrim(coalesce(p_email, '')), '');
  phone_ text := nullif(btrim(coalesce(p_phone, '')), '');
  ok boolean;
  repeated json;
begin
  repeated := public.desk_lead_intake_begin(p_key, p_source, p_name, email_, phone_, p_language, p_message,
                                             p_units);
  if repeated is not null then
    return repeated;
  end if;
  ok := public.desk_lead_claim(p_id, p_expected_version);
  if not ok then
    return public.desk_lead_answer(p_id, false);
  end if;
  update public.contact_submissions s
     set email = coalesce(s.email, lower(email_)), phone = coalesce(s.phone, phone_)
   where s.id = p_id;
  insert into public.desk_lead_intakes (key, submission_id, outcome, by_user)
  values (p_key, p_id, 'merged', auth.uid());
  insert into public.contact_lead_events (submission_id, by_user, kind, source, detail)
  values (p_id, auth.uid(), 'merged', p_source,
          concat_ws(E'\n', concat_ws(' · ', btrim(p_name), lower(email_), phone_),
                    nullif(btrim(coalesce(p_message, '')), '')));
  perform public.desk_lead_link_interest(p_id, p_units);
  return public.desk_lead_intake_answer(p_key, false);
end
$$;

-- Links one flat to a lead with a kind, compare-and-set on the lead. A reservation puts the flat on hold
-- for the lead (until p_hold_until, default 14 days) while it is available or held for this lead already;
-- otherwise nothing is saved: { ok: false, reason: 'unit_unavailable', lead, unit }.
create function public.desk_lead_link_unit(p_id uuid, p_expected_version bigint, p_we_nr text, p_kind text,
                                           p_hold_until timestamptz default null)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  project text := 'grabbeallee-68';
  unit public.units;
  flat public.apartments;
  held json;
  ok boolean;
begin
  perform public.desk_require_staff();
  if p_kind is null or p_kind not in ('interest', 'reservation', 'purchase') then
    raise exception 'unknown link %', p_kind using errcode = '22023';
  end if;
  select * into unit from public.units u where u.project_id = project and u.we_nr = p_we_nr;
  if unit.we_nr is null then
    raise exception 'unknown unit %', p_we_nr using errcode = '23503';
  end if;
  ok := public.desk_lead_claim(p_id, p_expected_version);
  if not ok then
    return public.desk_lead_answer(p_id, false);
  end if;
  if p_kind = 'reservation' then
    select * into flat from public.apartments a where a.project_id = project and a.we_nr = p_we_nr for update;
    if coalesce(flat.status, 'Available') <> 'Available'
       and not (flat.status = 'Vormerkung' and flat.hold_for = p_id) then
      -- The claim moved the lead's version on: undo it with the rest of this call.
      raise exception using errcode = 'P0001', message = 'unit_unavailable';
    end if;
    held := public.desk_set_unit_status(project, p_we_nr, unit.unit_number, coalesce(flat.version, 0),
                                        'Vormerkung',
                                        (select s.name from public.contact_submissions s where s.id = p_id),
                                        p_hold_until);
    if not (held ->> 'ok')::boolean then
      raise exception using errcode = 'P0001', message = 'unit_unavailable';
    end if;
    update public.apartments a set hold_for = p_id where a.project_id = project and a.we_nr = p_we_nr;
  end if;
  insert into public.contact_lead_units as l (submission_id, project_id, we_nr, kind)
  values (p_id, project, p_we_nr, p_kind)
  on conflict (submission_id, project_id, we_nr) do update set kind = excluded.kind, linked_at = now();
  insert into public.contact_lead_events (submission_id, by_user, kind, we_nr, link_kind)
  values (p_id, auth.uid(), 'unit_linked', p_we_nr, p_kind);
  return public.desk_lead_answer(p_id, true);
exception
  when sqlstate 'P0001' then
    if sqlerrm <> 'unit_unavailable' then
      raise;
    end if;
    return (jsonb_build_object('ok', false, 'reason', 'unit_unavailable',
                               'lead', (select to_jsonb(l) from public.desk_lead_rows(p_id, now()) l),
                               'unit', public.desk_unit_state(project, p_we_nr)::jsonb))::json;
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Privileges.
-- ---------------------------------------------------------------------------------------------------------
revoke all on function public.contact_phone_digits(text), public.desk_lead_rows(uuid, timestamptz),
  public.desk_lead_intake_check(text, text, text, text, text, text, text[]),
  public.desk_lead_duplicates(text, text), public.desk_lead_intake_answer(uuid, boolean),
  public.desk_lead_intake_begin(uuid, text, text, text, text, text, text, text[]),
  public.desk_lead_link_interest(uuid, text[]),
  public.desk_lead_create(uuid, text, text, text, text, text, text, text[], boolean),
  public.desk_lead_merge(uuid, uuid, bigint, text, text, text, text, text, text, text[]),
  public.desk_lead_link_unit(uuid, bigint, text, text, timestamptz)
  from public, anon, authenticated;
grant execute on function public.desk_lead_create(uuid, text, text, text, text, text, text, text[], boolean),
  public.desk_lead_merge(uuid, uuid, bigint, text, text, text, text, text, text, text[]),
  public.desk_lead_link_unit(uuid, bigint, text, text, timestamptz)
  to authenticated, service_role;
grant execute on function public.contact_phone_digits(text), public.desk_lead_rows(uuid, timestamptz),
  public.desk_lead_intake_check(text, text, text, text, text, text, text[]),
  public.desk_lead_duplicates(text, text), public.desk_lead_intake_answer(uuid, boolean),
  public.desk_lead_intake_begin(uuid, text, text, text, text, text, text, text[]),
  public.desk_lead_link_interest(uuid, text[])
  to service_role;
