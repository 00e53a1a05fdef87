-- The three API roles of Supabase's Data API.
--
-- On a hosted Supabase project (and under `supabase start`) they already exist, owned by the platform, and
-- this migration changes nothing. On PGlite or a plain PostgreSQL server (the embedded local backend) it
-- creates them with the attributes Supabase gives them, so the same grants and RLS policies apply there.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;
