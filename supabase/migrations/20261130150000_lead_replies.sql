-- Replies from the desk (issue 50 point 4): an agent answers a lead with a template (first answer, exposé,
-- viewing invitation, price list) in the lead's language, edited in the desk, and sends it.
--
--   * desk_lead_reply queues the mail (desk_reply_mails) and writes the lead's "e-mail sent" entry with the
--     template in one transaction. The desk chooses the mail's id once per reply: the same id again (a retry,
--     a double click) queues nothing more and answers as the first call did. One click, one mail.
--   * The delivery function's sweep sends it as every other mail (desk_reply_mail_claim / _result: a lease, the
--     provider's idempotency key reply-mail/<id>, mail_queue_next's retries), from the sales address with the
--     agent's name (who is fixed in the row when queued, so a retry sends the same mail).
--   * Staff only: the table has no grants but the service role's; the function checks is_staff().

-- ---------------------------------------------------------------------------------------------------------
-- The log: an "e-mail sent" entry names its template.
-- ---------------------------------------------------------------------------------------------------------
alter table public.contact_lead_events
  add column template text,
  add constraint contact_lead_events_template
    check (template is null
           or (kind = 'email_sent' and template in ('first_answer', 'expose', 'viewing_invitation', 'price_list')));

create or replace function public.contact_lead_events_guard() returns trigger
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
      new.corrects, new.source, new.we_nr, new.link_kind, new.template) is distinct from
     (old.id, old.submission_id, old.at, old.kind, old.detail, old.by_name, old.outcome, old.stage, old.due_on,
      old.corrects, old.source, old.we_nr, old.link_kind, old.template)
     or (new.by_user is not null and new.by_user is distinct from old.by_user) then
    raise exception 'lead history entries are never changed: add a correction' using errcode = '42501';
  end if;
  return new;
end
$$;

-- As 20261130130000_manual_leads.sql, with each entry's template.
create or replace function public.desk_lead_rows(p_id uuid, p_now timestamptz)
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
                            'we_nr', e.we_nr, 'link_kind', e.link_kind, 'template', e.template)
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

-- ---------------------------------------------------------------------------------------------------------
-- The queue of replies.
-- ---------------------------------------------------------------------------------------------------------
create table public.desk_reply_mails (
  -- Chosen by the desk once per reply: the idempotency key of the whole way (this row, the provider's key).
  id uuid primary key,
  submission_id uuid not null references public.contact_submissions (id) on delete cascade,
  created_at timestamptz not null default now(),
  by_user uuid references auth.users (id) on delete set null,
  -- The agent's name as the From line shows it, fixed when queued.
  from_name text not null,
  template text not null check (template in ('first_answer', 'expose', 'viewing_invitation', 'price_list')),
  locale text not null check (locale in ('en', 'de')),
  to_email text not null,
  subject text not null check (char_length(btrim(subject)) between 1 and 200 and subject !~ '[\r\n]'),
  body text not null check (char_length(btrim(body)) between 1 and 10000),
  send_status text not null default 'pending' check (send_status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_at timestamptz not null default now(),
  sent_at timestamptz,
  error text
);
create index desk_reply_mails_due_idx on public.desk_reply_mails (next_at) where send_status in ('pending', 'failed');
create index desk_reply_mails_created_idx on public.desk_reply_mails (created_at);
create index desk_reply_mails_submission_idx on public.desk_reply_mails (submission_id);
alter table public.desk_reply_mails enable row level security;
revoke all on table public.desk_reply_mails from public, anon, authenticated;
grant all on table public.desk_reply_mails to service_role;

-- Queues a reply to the lead and logs it; the same p_reply_id again changes nothing (queued: false). Returns
-- { ok: true, queued, lead } with the lead as it is now. A spam lead gets no reply (mark it not spam first).
create function public.desk_lead_reply(p_id uuid, p_reply_id uuid, p_template text, p_locale text,
                                       p_subject text, p_body text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead_email text;
  lead_status text;
  queued integer;
begin
  perform public.desk_require_staff();
  if p_reply_id is null then
    raise exception 'a reply needs its id' using errcode = '22023';
  end if;
  -- The lead's lock makes a double click wait for the first call, then find its row.
  select s.email, s.notify_status into lead_email, lead_status
    from public.contact_submissions s where s.id = p_id for update;
  if lead_email is null then
    raise exception 'no such lead' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.desk_reply_mails r where r.id = p_reply_id and r.submission_id <> p_id) then
    raise exception 'this reply id belongs to another lead' using errcode = '23505';
  end if;
  if not exists (select 1 from public.desk_reply_mails r where r.id = p_reply_id) then
    if lead_status = 'spam' then
      raise exception 'a lead marked as spam gets no reply' using errcode = '22023';
    end if;
    if p_template is null or p_template not in ('first_answer', 'expose', 'viewing_invitation', 'price_list') then
      raise exception 'unknown template %', p_template using errcode = '22023';
    end if;
    if p_locale is null or p_locale not in ('en', 'de') then
      raise exception 'unknown language %', p_locale using errcode = '22023';
    end if;
    if char_length(btrim(coalesce(p_subject, ''))) not between 1 and 200 or p_subject ~ '[\r\n]'
       or char_length(btrim(coalesce(p_body, ''))) not between 1 and 10000 then
      raise exception 'a reply has a subject of 1 to 200 characters on one line and a text of 1 to 10000'
        using errcode = '22023';
    end if;
  end if;
  -- Replies' copies go after 30 days (retries end after three), as the other mails' do.
  delete from public.desk_reply_mails r where r.created_at < now() - interval '30 days';
  insert into public.desk_reply_mails (id, submission_id, by_user, from_name, template, locale, to_email, subject,
                                       body)
  values (p_reply_id, p_id, auth.uid(), public.desk_person(auth.uid()), p_template, p_locale, lead_email,
          btrim(p_subject), p_body)
  on conflict (id) do nothing;
  get diagnostics queued = row_count;
  if queued = 1 then
    update public.contact_submissions s set desk_version = s.desk_version + 1 where s.id = p_id;
    insert into public.contact_lead_events (submission_id, by_user, kind, template, detail)
    values (p_id, auth.uid(), 'email_sent', p_template, btrim(p_subject));
  end if;
  return (public.desk_lead_answer(p_id, true)::jsonb || jsonb_build_object('queued', queued = 1))::json;
end
$$;

-- Due replies with a lease of two minutes, as the other queues (desk_follow_up_mail_claim).
create function public.desk_reply_mail_claim(p_now timestamptz default now(), p_limit integer default 20)
returns table (id uuid, to_email text, locale text, from_name text, subject text, body text)
language sql
set search_path = ''
as $$
  with claimed as (
    update public.desk_reply_mails m
       set next_at = p_now + interval '2 minutes'
     where m.id in (
       select d.id from public.desk_reply_mails d
        where d.next_at <= p_now
          and (d.send_status = 'pending' or (d.send_status = 'failed' and d.created_at > p_now - interval '3 days'))
        order by d.next_at
        limit p_limit
        for update skip locked)
    returning m.*
  )
  select c.id, c.to_email, c.locale, c.from_name, c.subject, c.body from claimed c order by c.next_at, c.created_at
$$;

create function public.desk_reply_mail_result(p_id uuid, p_outcome text, p_error text default null,
                                              p_now timestamptz default now())
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_outcome not in ('sent', 'retry', 'permanent') then
    raise exception 'unknown outcome %', p_outcome;
  end if;
  update public.desk_reply_mails m
     set attempts = m.attempts + 1,
         (send_status, next_at) = (select n.status, n.next_at from public.mail_queue_next(
           p_outcome, m.send_status, m.attempts, m.created_at, m.next_at, p_now) n),
         sent_at = case when p_outcome = 'sent' then p_now end,
         error = case when p_outcome = 'sent' then null else left(p_error, 1000) end
   where m.id = p_id and m.send_status in ('pending', 'failed');
end
$$;

revoke all on function public.desk_lead_reply(uuid, uuid, text, text, text, text),
  public.desk_reply_mail_claim(timestamptz, integer), public.desk_reply_mail_result(uuid, text, text, timestamptz)
  from public, anon, authenticated;
grant execute on function public.desk_lead_reply(uuid, uuid, text, text, text, text) to authenticated, service_role;
grant execute on function public.desk_reply_mail_claim(timestamptz, integer),
  public.desk_reply_mail_result(uuid, text, text, timestamptz)
  to service_role;
