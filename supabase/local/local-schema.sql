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
