-- Local-only tables of the embedded backend (supabase/local). Never part of supabase/migrations, never
-- pushed to a hosted project. Idempotent: applied on every start, before the migrations.
create schema if not exists local_backend;
revoke all on schema local_backend from public;

-- Which files of supabase/migrations have run (by their timestamp prefix).
create table if not exists local_backend.schema_migrations (
  version text primary key,
  name text not null,
  applied_at timestamptz not null default now()
);

-- The emails the send-contact-email function "sent" locally; tests read them through /__test/mailbox.
create table if not exists local_backend.mailbox (
  id bigint generated always as identity primary key,
  -- The function's idempotency key (the submission id): a retried call does not send a second mail.
  idempotency_key text unique,
  to_address text not null,
  reply_to text,
  subject text not null,
  text_body text not null,
  created_at timestamptz not null default now()
);

-- What a mail is (the contact mail for one row, or an alert or spam digest to sales) and a hash of what
-- the provider was asked to send under its key (a repeated key with another payload is refused, as Resend does).
alter table local_backend.mailbox add column if not exists kind text not null default 'contact';
alter table local_backend.mailbox add column if not exists payload_sha256 text;
-- Headers besides the usual ones, e.g. a buyer alert's List-Unsubscribe (RFC 8058).
alter table local_backend.mailbox add column if not exists headers jsonb;
-- The sender, as the provider was asked to show it (a desk reply: the agent's name at the sales address).
alter table local_backend.mailbox add column if not exists from_address text;
-- The files sent with a mail as the provider took them ({ filename, content (base64), content_type }), e.g. a
-- viewing's calendar invitation.
alter table local_backend.mailbox add column if not exists attachments jsonb;

-- Supabase Auth, the part the product uses (auth.ts): users with a password, sessions with refresh tokens,
-- and auth.uid() / auth.jwt() / auth.role() as the hosted project defines them (they read the claims the
-- backend sets per request, as PostgREST does), so the same migrations and policies run in both.
-- The API roles first (as 20251121150000_api_roles.sql creates them; this file runs before the migrations).
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
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  email text not null unique,
  -- scrypt (node:crypto), never the plain password; hosted Supabase keeps a bcrypt hash here.
  encrypted_password text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_sign_in_at timestamptz
);
revoke all on table auth.users from public, anon, authenticated;

create table if not exists local_backend.auth_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

create table if not exists local_backend.auth_refresh_tokens (
  token text primary key,
  session_id uuid not null references local_backend.auth_sessions (id) on delete cascade,
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claim', true), ''),
                  nullif(current_setting('request.jwt.claims', true), ''))::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'))::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'))::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;

-- Supabase Auth's sessions as the hosted project names them: is_staff() asks whether a token's session
-- still exists (sign-out deletes it here, as GoTrue does there).
create or replace view auth.sessions as select id, user_id, created_at from local_backend.auth_sessions;
revoke all on table auth.sessions from public, anon, authenticated;

-- Invited accounts and removed staff, as hosted auth.users records them (auth-links.ts): when the invite went,
-- and until when an account may not sign in (a removed staff member's ban).
alter table auth.users add column if not exists invited_at timestamptz;
alter table auth.users add column if not exists banned_until timestamptz;

-- The links of invite and password-reset mails (GoTrue's one-time tokens): only a hash is kept; a link works
-- once, for 24 hours, and leads to the address it was sent with.
create table if not exists local_backend.auth_one_time_tokens (
  token_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  type text not null check (type in ('invite', 'recovery')),
  redirect_to text not null,
  created_at timestamptz not null default now(),
  used_at timestamptz
);
