-- What a hosted Supabase project provides before our migrations run and that supabase/local/local-schema.sql
-- (the API roles, the auth schema) does not: the `extensions` schema, and Vault. Applied first, once, to the
-- throwaway cluster of tests/postgres; never to a hosted project.
create schema if not exists extensions;

-- Vault (supabase_vault) as the migrations and supabase/README.md use it: vault.create_secret() and the
-- vault.decrypted_secrets view. Stored in clear here: a test double, no encryption.
create schema if not exists vault;
revoke all on schema vault from public;

create table vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  created_at timestamptz not null default now()
);

create view vault.decrypted_secrets as
  select id, name, description, secret, secret as decrypted_secret, created_at from vault.secrets;

create function vault.create_secret(new_secret text, new_name text default null, new_description text default '')
returns uuid
language sql
as $$
  insert into vault.secrets (secret, name, description) values (new_secret, new_name, new_description) returning id
$$;
