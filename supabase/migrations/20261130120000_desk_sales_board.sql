-- The sales board (issue 50, point 6): since when each unit has its current status, read from its history.
--
-- The current status began with the first change to it after the last change to any other status (a hold
-- extended is still the same hold). A status the history does not explain (the seed's, or a row written
-- outside the desk) has no start: null, and the desk says the time in it is not recorded rather than guess.

create function public.desk_unit_status_since(p_project_id text)
returns table (we_nr text, since timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.desk_require_staff();
  return query
  select u.we_nr,
         (select x.changed_at from public.unit_status_audit x
           where x.project_id = u.project_id and x.we_nr = u.we_nr
             and x.to_status = coalesce(a.status, 'Available')
             and x.id > coalesce((select max(y.id) from public.unit_status_audit y
                                   where y.project_id = u.project_id and y.we_nr = u.we_nr
                                     and y.to_status <> coalesce(a.status, 'Available')), 0)
           order by x.id limit 1)
    from public.units u
    left join public.apartments a on a.project_id = u.project_id and a.we_nr = u.we_nr
   where u.project_id = p_project_id
   order by u.unit_number;
end
$$;

revoke all on function public.desk_unit_status_since(text) from public, anon, authenticated;
grant execute on function public.desk_unit_status_since(text) to authenticated, service_role;
