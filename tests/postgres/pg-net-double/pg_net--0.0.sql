-- A test double of pg_net's SQL interface (https://github.com/supabase/pg_net), for the throwaway cluster of
-- tests/postgres only: Debian does not package pg_net. net.http_post queues the request as pg_net does, but
-- no worker sends it; a test reads net.http_request_queue and writes the answer into net._http_response,
-- where pg_net's worker would. What real pg_net does on the wire stays unproven here.
create schema net;

create table net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds integer not null
);

create table net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);

create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language sql
as $$
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', url, headers, convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id
$$;
