-- Viewings in the desk (issue 51): the lead's log names each viewing entry's typed event and its booking, so the
-- lead card words what happened (booked, moved, cancelled, attended, no show, unmarked) and links to its day.

-- As 20261130150000_lead_replies.sql, with each entry's viewing_event and viewing_booking_id.
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
                            'we_nr', e.we_nr, 'link_kind', e.link_kind, 'template', e.template,
                            'viewing_event', e.viewing_event, 'viewing_booking_id', e.viewing_booking_id)
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
