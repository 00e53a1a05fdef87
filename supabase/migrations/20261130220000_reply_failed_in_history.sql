-- A reply from the desk that finally fails (issue 50 point 4): its lead's history says so, next to the
-- "e-mail sent" entry written when it was queued, so the agent sees it was never delivered.

alter table public.contact_lead_events
  drop constraint contact_lead_events_kind,
  add constraint contact_lead_events_kind
    check (kind in ('sent', 'attempt_failed', 'failed', 'resend', 'not_spam', 'handled', 'reopened', 'note',
                    'assigned', 'unassigned', 'call', 'email_sent', 'viewing', 'stage', 'follow_up',
                    'created', 'merged', 'unit_linked', 'reply_failed'))
    not valid,
  drop constraint contact_lead_events_template,
  add constraint contact_lead_events_template
    check (template is null
           or (kind in ('email_sent', 'reply_failed')
               and template in ('first_answer', 'expose', 'viewing_invitation', 'price_list')));

-- As before; when this result ends the retries (failed for good), the lead's history gets a 'reply_failed'
-- entry with the template and the subject.
create or replace function public.desk_reply_mail_result(p_id uuid, p_outcome text, p_error text default null,
                                                         p_now timestamptz default now())
returns void
language plpgsql
set search_path = ''
as $$
declare
  done public.desk_reply_mails;
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
   where m.id = p_id and m.send_status in ('pending', 'failed') and m.next_at <> 'infinity'
  returning m.* into done;
  if done.send_status = 'failed' and done.next_at = 'infinity' then
    insert into public.contact_lead_events (submission_id, at, kind, template, detail)
    values (done.submission_id, p_now, 'reply_failed', done.template, done.subject);
  end if;
end
$$;
revoke all on function public.desk_reply_mail_result(uuid, text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.desk_reply_mail_result(uuid, text, text, timestamptz) to service_role;
