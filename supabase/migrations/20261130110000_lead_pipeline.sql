-- The lead pipeline: every lead has an owner (assigned_to, since 20261128120000), a stage and a next step,
-- and its history is a log of typed entries.
--
--   * Stage: new → contacted → viewing → reserved → notarised → sold, or lost with a reason. Next step: a
--     follow-up day (Berlin) with a short task. Both are compare-and-set on the lead's version, as the
--     owner and "handled" are, and every change is an entry of the log.
--   * The log (contact_lead_events) takes typed entries: call (with its outcome), e-mail sent, viewing, note,
--     status change (stage, follow-up, owner, handled) and delivery event, each with who (and their name
--     as it was, so it survives a removed account) and when. Entries are never changed: a correction is a
--     new entry naming the one it corrects. Every row written so far stays as it is, with the same kind.
--   * Each morning every agent with due follow-ups (due today or overdue, lead not sold or lost) gets one
--     mail listing them: made by desk_follow_up_digest_prepare (hosted: pg_cron; locally: the backend's
--     timer), sent by the delivery function's sweep with the mail queue's policy (lease, idempotency key,
--     mail_queue_next).

-- ---------------------------------------------------------------------------------------------------------
-- Stage and next step.
-- ---------------------------------------------------------------------------------------------------------
alter table public.contact_submissions
  add column stage text not null default 'new',
  add column lost_reason text,
  add column follow_up_on date,
  add column follow_up_task text,
  add constraint contact_submissions_stage
    check (stage in ('new', 'contacted', 'viewing', 'reserved', 'notarised', 'sold', 'lost')),
  add constraint contact_submissions_lost_reason
    check ((stage = 'lost') = (lost_reason is not null)
           and (lost_reason is null or char_length(btrim(lost_reason)) between 1 and 500)),
  add constraint contact_submissions_follow_up
    check ((follow_up_on is null) = (follow_up_task is null)
           and (follow_up_task is null or char_length(btrim(follow_up_task)) between 1 and 200));
create index contact_submissions_follow_up_idx on public.contact_submissions (assigned_to, follow_up_on)
  where follow_up_on is not null;

-- ---------------------------------------------------------------------------------------------------------
-- The log.
-- ---------------------------------------------------------------------------------------------------------
alter table public.contact_lead_events
  add column by_name text,
  add column outcome text,
  add column stage text,
  add column due_on date,
  add column corrects bigint references public.contact_lead_events (id) on delete cascade,
  add constraint contact_lead_events_outcome
    check (outcome in ('reached', 'no_answer', 'voicemail', 'wrong_number')),
  add constraint contact_lead_events_call_outcome check ((kind = 'call') = (outcome is not null)),
  add constraint contact_lead_events_stage_entry
    check ((kind = 'stage') = (stage is not null)
           and (stage is null or stage in ('new', 'contacted', 'viewing', 'reserved', 'notarised', 'sold', 'lost'))),
  add constraint contact_lead_events_entry_length
    check (kind not in ('call', 'email_sent', 'viewing') or char_length(detail) <= 2000),
  add constraint contact_lead_events_entry_text
    check (kind not in ('email_sent', 'viewing') or char_length(btrim(detail)) >= 1);
-- Rows written before this migration keep whatever kind they have; new ones must be one of these.
alter table public.contact_lead_events
  add constraint contact_lead_events_kind
    check (kind in ('sent', 'attempt_failed', 'failed', 'resend', 'not_spam', 'handled', 'reopened', 'note',
                    'assigned', 'unassigned', 'call', 'email_sent', 'viewing', 'stage', 'follow_up'))
    not valid;

-- Who wrote an entry, as the desk named them then: kept when the account goes (by_user is set null then).
update public.contact_lead_events e set by_name = public.desk_person(e.by_user) where e.by_user is not null;

create function public.contact_lead_events_guard() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.by_name := coalesce(new.by_name, public.desk_person(new.by_user));
    return new;
  end if;
  -- Only a removed account's reference may go; the entry itself stays as written.
  if (new.id, new.submission_id, new.at, new.kind, new.detail, new.by_name, new.outcome, new.stage, new.due_on,
      new.corrects) is distinct from
     (old.id, old.submission_id, old.at, old.kind, old.detail, old.by_name, old.outcome, old.stage, old.due_on,
      old.corrects)
     or (new.by_user is not null and new.by_user is distinct from old.by_user) then
    raise exception 'lead history entries are never changed: add a correction' using errcode = '42501';
  end if;
  return new;
end
$$;
revoke all on function public.contact_lead_events_guard() from public, anon, authenticated;
create trigger contact_lead_events_guard
  before insert or update on public.contact_lead_events
  for each row execute function public.contact_lead_events_guard();

-- ---------------------------------------------------------------------------------------------------------
-- The leads as the desk reads them: the stage and next step, and the log newest first.
-- ---------------------------------------------------------------------------------------------------------
drop function public.desk_lead_change(uuid, bigint, text, text, boolean, uuid);
drop function public.desk_lead_rows(uuid, timestamptz);

create function public.desk_lead_rows(p_id uuid, p_now timestamptz)
returns table (id uuid, created_at timestamptz, name text, email text, phone text, preferred_rooms text,
               message text, notify_status text, notify_attempts integer, notified_at timestamptz,
               notify_error text, challenge_status text, handled_at timestamptz, attention text,
               version bigint, assigned_to uuid, assigned_name text, changed_at timestamptz, changed_by text,
               stage text, lost_reason text, follow_up_on date, follow_up_task text, events json)
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
         s.stage, s.lost_reason, s.follow_up_on, s.follow_up_task,
         coalesce((select json_agg(json_build_object(
                            'id', e.id, 'at', e.at, 'kind', e.kind, 'detail', e.detail,
                            'by', coalesce(public.desk_person(e.by_user), e.by_name), 'outcome', e.outcome,
                            'stage', e.stage, 'due_on', e.due_on, 'corrects', e.corrects)
                          order by e.at desc, e.id desc)
                     from public.contact_lead_events e where e.submission_id = s.id), '[]'::json)
    from public.contact_submissions s
    left join lateral (
      select e.at, e.by_user, e.by_name from public.contact_lead_events e
       where e.submission_id = s.id
         and e.kind in ('handled', 'reopened', 'note', 'assigned', 'unassigned', 'call', 'email_sent', 'viewing',
                        'stage', 'follow_up')
       order by e.at desc, e.id desc limit 1) lc on true
   where p_id is null or s.id = p_id
   order by s.created_at desc
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Changes, compare-and-set: desk_lead_claim locks the lead and moves its version on when it is still the one
-- the agent saw; the change and its log entry run only then; desk_lead_answer gives { ok, lead } or
-- { ok: false, reason: 'conflict', lead } (nothing saved) with the lead as it is now.
-- ---------------------------------------------------------------------------------------------------------
create function public.desk_lead_claim(p_id uuid, p_expected_version bigint) returns boolean
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
  if current_version <> p_expected_version then
    return false;
  end if;
  update public.contact_submissions s set desk_version = s.desk_version + 1 where s.id = p_id;
  return true;
end
$$;

create function public.desk_lead_answer(p_id uuid, p_ok boolean) returns json
language sql
stable
security definer
set search_path = ''
as $$
  select (jsonb_build_object('ok', p_ok, 'lead', (select to_jsonb(l) from public.desk_lead_rows(p_id, now()) l))
          || case when p_ok then '{}'::jsonb else '{"reason":"conflict"}'::jsonb end)::json
$$;

create or replace function public.desk_lead_set_handled(p_id uuid, p_expected_version bigint, p_handled boolean)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  ok boolean := public.desk_lead_claim(p_id, p_expected_version);
begin
  if ok then
    update public.contact_submissions s
       set handled_at = case when p_handled then coalesce(s.handled_at, now()) end,
           handled_by = case when p_handled then coalesce(s.handled_by, auth.uid()) end
     where s.id = p_id;
    insert into public.contact_lead_events (submission_id, by_user, kind)
    values (p_id, auth.uid(), case when p_handled then 'handled' else 'reopened' end);
  end if;
  return public.desk_lead_answer(p_id, ok);
end
$$;

-- p_assigned_to: the owner, a staff member, or null for nobody.
create or replace function public.desk_lead_assign(p_id uuid, p_expected_version bigint, p_assigned_to uuid)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  ok boolean;
begin
  perform public.desk_require_staff();
  if p_assigned_to is not null
     and not exists (select 1 from public.staff_members m where m.user_id = p_assigned_to) then
    raise exception 'not a member of the sales team' using errcode = '23503';
  end if;
  ok := public.desk_lead_claim(p_id, p_expected_version);
  if ok then
    update public.contact_submissions s set assigned_to = p_assigned_to where s.id = p_id;
    insert into public.contact_lead_events (submission_id, by_user, kind, detail)
    values (p_id, auth.uid(), case when p_assigned_to is null then 'unassigned' else 'assigned' end,
            coalesce(public.desk_person(p_assigned_to), ''));
  end if;
  return public.desk_lead_answer(p_id, ok);
end
$$;

-- Any stage from any other (a wrong move is undone by the next one, both in the log); lost needs a reason.
create function public.desk_lead_set_stage(p_id uuid, p_expected_version bigint, p_stage text,
                                           p_lost_reason text default null)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  reason text := nullif(btrim(coalesce(p_lost_reason, '')), '');
  ok boolean;
begin
  perform public.desk_require_staff();
  if p_stage is null or p_stage not in ('new', 'contacted', 'viewing', 'reserved', 'notarised', 'sold', 'lost') then
    raise exception 'unknown stage %', p_stage using errcode = '22023';
  end if;
  if p_stage = 'lost' and (reason is null or char_length(reason) > 500) then
    raise exception 'a lost lead needs a reason of 1 to 500 characters' using errcode = '22023';
  end if;
  ok := public.desk_lead_claim(p_id, p_expected_version);
  if ok then
    update public.contact_submissions s
       set stage = p_stage, lost_reason = case when p_stage = 'lost' then reason end
     where s.id = p_id;
    insert into public.contact_lead_events (submission_id, by_user, kind, stage, detail)
    values (p_id, auth.uid(), 'stage', p_stage, case when p_stage = 'lost' then reason else '' end);
  end if;
  return public.desk_lead_answer(p_id, ok);
end
$$;

-- The next step: a day and a task, or both null to clear it.
create function public.desk_lead_set_follow_up(p_id uuid, p_expected_version bigint, p_on date, p_task text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  task text := nullif(btrim(coalesce(p_task, '')), '');
  ok boolean;
begin
  perform public.desk_require_staff();
  if (p_on is null) <> (task is null) or char_length(coalesce(task, '')) > 200 then
    raise exception 'a follow-up has a day and a task of 1 to 200 characters, or neither' using errcode = '22023';
  end if;
  ok := public.desk_lead_claim(p_id, p_expected_version);
  if ok then
    update public.contact_submissions s set follow_up_on = p_on, follow_up_task = task where s.id = p_id;
    insert into public.contact_lead_events (submission_id, by_user, kind, due_on, detail)
    values (p_id, auth.uid(), 'follow_up', p_on, coalesce(task, ''));
  end if;
  return public.desk_lead_answer(p_id, ok);
end
$$;

-- An entry staff write: a call (with its outcome; the text may be empty), an e-mail sent, a viewing or a note,
-- optionally correcting an earlier entry of the same lead.
create function public.desk_lead_add_entry(p_id uuid, p_expected_version bigint, p_kind text, p_detail text,
                                           p_outcome text default null, p_corrects bigint default null)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  text_ text := btrim(coalesce(p_detail, ''));
  ok boolean;
begin
  perform public.desk_require_staff();
  if p_kind is null or p_kind not in ('call', 'email_sent', 'viewing', 'note') then
    raise exception 'unknown entry %', p_kind using errcode = '22023';
  end if;
  if (p_kind = 'call') <> (p_outcome is not null) then
    raise exception 'a call, and only a call, has an outcome' using errcode = '22023';
  end if;
  if char_length(text_) > 2000 or (p_kind <> 'call' and text_ = '') then
    raise exception 'an entry has 1 to 2000 characters (a call may have none)' using errcode = '22023';
  end if;
  if p_corrects is not null and not exists (
       select 1 from public.contact_lead_events e where e.id = p_corrects and e.submission_id = p_id) then
    raise exception 'the corrected entry is not one of this lead' using errcode = '23503';
  end if;
  ok := public.desk_lead_claim(p_id, p_expected_version);
  if ok then
    insert into public.contact_lead_events (submission_id, by_user, kind, detail, outcome, corrects)
    values (p_id, auth.uid(), p_kind, text_, p_outcome, p_corrects);
  end if;
  return public.desk_lead_answer(p_id, ok);
end
$$;

create or replace function public.desk_lead_add_note(p_id uuid, p_expected_version bigint, p_note text)
returns json
language sql
security definer
set search_path = ''
as $$
  select public.desk_lead_add_entry(p_id, p_expected_version, 'note', p_note)
$$;

-- ---------------------------------------------------------------------------------------------------------
-- The morning mail of due follow-ups.
-- ---------------------------------------------------------------------------------------------------------
alter table public.staff_members
  add column locale text not null default 'de' check (locale in ('en', 'de'));

create table public.desk_follow_up_mails (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  to_email text not null,
  locale text not null check (locale in ('en', 'de')),
  -- The Berlin day it is for: one mail a day per agent.
  digest_day date not null,
  -- The leads it lists (an erased lead takes its unsent mention with it).
  submission_ids uuid[] not null,
  -- What it says, fixed when made, so a retry sends the same mail.
  data jsonb not null,
  send_status text not null default 'pending' check (send_status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_at timestamptz not null,
  sent_at timestamptz,
  error text,
  constraint desk_follow_up_mails_one_a_day unique (user_id, digest_day)
);
create index desk_follow_up_mails_due_idx on public.desk_follow_up_mails (next_at)
  where send_status in ('pending', 'failed');
alter table public.desk_follow_up_mails enable row level security;
revoke all on table public.desk_follow_up_mails from public, anon, authenticated;
grant all on table public.desk_follow_up_mails to service_role;

create function public.desk_follow_up_mails_forget_lead() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.desk_follow_up_mails m where m.send_status <> 'sent' and m.submission_ids @> array[old.id];
  return null;
end
$$;
revoke all on function public.desk_follow_up_mails_forget_lead() from public, anon, authenticated;
create trigger desk_follow_up_mails_forget_lead
  after delete on public.contact_submissions
  for each row execute function public.desk_follow_up_mails_forget_lead();

-- Makes the mail of the Berlin day of p_now for every owner with follow-ups due that day or before, on leads
-- neither sold nor lost; an agent who has the day's mail gets no second one. Mails go after 30 days. Returns
-- how many mails it made.
create function public.desk_follow_up_digest_prepare(p_now timestamptz default now()) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (p_now at time zone 'Europe/Berlin')::date;
  made integer;
begin
  perform pg_advisory_xact_lock(hashtext('public.desk_follow_up_digest_prepare'));
  delete from public.desk_follow_up_mails m where m.created_at < p_now - interval '30 days';
  with due as (
    select s.assigned_to as user_id, s.id, s.name, s.stage, s.follow_up_on, s.follow_up_task
      from public.contact_submissions s
     where s.follow_up_on <= today and s.stage not in ('sold', 'lost') and s.assigned_to is not null
  ), mails as (
    insert into public.desk_follow_up_mails (created_at, user_id, to_email, locale, digest_day, submission_ids,
                                             data, next_at)
    select p_now, d.user_id, u.email, m.locale, today, array_agg(d.id order by d.follow_up_on, d.name, d.id),
           jsonb_build_object('day', today, 'followUps', jsonb_agg(jsonb_build_object(
             'leadId', d.id, 'name', d.name, 'stage', d.stage, 'dueOn', d.follow_up_on, 'task', d.follow_up_task)
             order by d.follow_up_on, d.name, d.id)),
           p_now
      from due d
      join public.staff_members m on m.user_id = d.user_id
      join auth.users u on u.id = d.user_id
     group by d.user_id, u.email, m.locale
    on conflict (user_id, digest_day) do nothing
    returning 1
  )
  select count(*) into made from mails;
  return made;
end
$$;

-- Due mails with a lease of two minutes, as the other queues (alert_mail_claim).
create function public.desk_follow_up_mail_claim(p_now timestamptz default now(), p_limit integer default 20)
returns table (id uuid, created_at timestamptz, to_email text, locale text, data jsonb)
language sql
set search_path = ''
as $$
  with claimed as (
    update public.desk_follow_up_mails m
       set next_at = p_now + interval '2 minutes'
     where m.id in (
       select d.id from public.desk_follow_up_mails d
        where d.next_at <= p_now
          and (d.send_status = 'pending' or (d.send_status = 'failed' and d.created_at > p_now - interval '3 days'))
        order by d.next_at
        limit p_limit
        for update skip locked)
    returning m.*
  )
  select c.id, c.created_at, c.to_email, c.locale, c.data from claimed c order by c.next_at, c.created_at
$$;

create function public.desk_follow_up_mail_result(p_id uuid, p_outcome text, p_error text default null,
                                                  p_now timestamptz default now())
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_outcome not in ('sent', 'retry', 'permanent') then
    raise exception 'unknown outcome %', p_outcome;
  end if;
  update public.desk_follow_up_mails m
     set attempts = m.attempts + 1,
         (send_status, next_at) = (select n.status, n.next_at from public.mail_queue_next(
           p_outcome, m.send_status, m.attempts, m.created_at, m.next_at, p_now) n),
         sent_at = case when p_outcome = 'sent' then p_now end,
         error = case when p_outcome = 'sent' then null else left(p_error, 1000) end
   where m.id = p_id and m.send_status in ('pending', 'failed');
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Privileges.
-- ---------------------------------------------------------------------------------------------------------
revoke all on function public.desk_lead_rows(uuid, timestamptz), public.desk_lead_claim(uuid, bigint),
  public.desk_lead_answer(uuid, boolean), public.desk_lead_set_stage(uuid, bigint, text, text),
  public.desk_lead_set_follow_up(uuid, bigint, date, text),
  public.desk_lead_add_entry(uuid, bigint, text, text, text, bigint),
  public.desk_follow_up_digest_prepare(timestamptz), public.desk_follow_up_mail_claim(timestamptz, integer),
  public.desk_follow_up_mail_result(uuid, text, text, timestamptz)
  from public, anon, authenticated;
grant execute on function public.desk_lead_set_stage(uuid, bigint, text, text),
  public.desk_lead_set_follow_up(uuid, bigint, date, text),
  public.desk_lead_add_entry(uuid, bigint, text, text, text, bigint)
  to authenticated, service_role;
grant execute on function public.desk_lead_rows(uuid, timestamptz), public.desk_lead_claim(uuid, bigint),
  public.desk_lead_answer(uuid, boolean), public.desk_follow_up_digest_prepare(timestamptz),
  public.desk_follow_up_mail_claim(timestamptz, integer),
  public.desk_follow_up_mail_result(uuid, text, text, timestamptz)
  to service_role;

-- Hosted, where pg_cron exists: the morning mails at 06:00 UTC (07:00 in Berlin's winter, 08:00 in summer);
-- the delivery function's sweep sends them.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('desk-follow-up-digest', '0 6 * * *',
                          $cron$select public.desk_follow_up_digest_prepare()$cron$);
  end if;
end
$$;
