-- Follow-ups no one owns (issue 50): a lead without an owner, or whose owner has left the team, still has its
-- due follow-up in a morning mail: every admin's, in a part of its own, so it is assigned rather than forgotten.

-- The morning mail of the Berlin day of p_now, as before, plus, for admins, the due follow-ups of open leads
-- without a current staff member as owner (each marked `unowned`). One mail a day per staff member; mails go
-- after 30 days. Returns how many mails it made.
create or replace function public.desk_follow_up_digest_prepare(p_now timestamptz default now()) returns integer
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
  with open_due as (
    select s.id, s.name, s.stage, s.follow_up_on, s.follow_up_task, owner.user_id as owner_id
      from public.contact_submissions s
      left join public.staff_members owner on owner.user_id = s.assigned_to
     where s.follow_up_on <= today and s.stage not in ('sold', 'lost')
  ), due as (
    select d.owner_id as user_id, d.*, false as unowned from open_due d where d.owner_id is not null
    union all
    select admin.user_id, d.*, true
      from open_due d cross join public.staff_members admin
     where d.owner_id is null and admin.role = 'admin'
  ), mails as (
    insert into public.desk_follow_up_mails (created_at, user_id, to_email, locale, digest_day, submission_ids,
                                             data, next_at)
    select p_now, d.user_id, u.email, m.locale, today,
           array_agg(d.id order by d.unowned, d.follow_up_on, d.name, d.id),
           jsonb_build_object('day', today, 'followUps', jsonb_agg(jsonb_build_object(
             'leadId', d.id, 'name', d.name, 'stage', d.stage, 'dueOn', d.follow_up_on, 'task', d.follow_up_task,
             'unowned', d.unowned)
             order by d.unowned, d.follow_up_on, d.name, d.id)),
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
revoke all on function public.desk_follow_up_digest_prepare(timestamptz) from public, anon, authenticated;
grant execute on function public.desk_follow_up_digest_prepare(timestamptz) to service_role;
