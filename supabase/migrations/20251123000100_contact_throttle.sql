-- Floods (issue #15): one anonymous client stored 13,600 contact messages in 10 s through
-- PostgREST's array inserts, and the newsletter function took 215 sign-ups a second. Visitors'
-- writes now go through one-row SECURITY DEFINER functions that validate, drop what the
-- honeypot caught and throttle per client and per e-mail address; admins can page, mark and
-- delete what got through.
--
-- The throttle lives in the database so it is the same on hosted Supabase, on the local stack's
-- PGlite and on PostgreSQL 15, whatever proxy sits in front.

-- Not in PostgREST's exposed schemas (public, graphql_public): the API never sees these.
create schema if not exists private;
revoke all on schema private from public;

-- Every limit, in one place. A write is refused when, for any row of its action, the caller
-- (scope 'client': the address the gateway saw; scope 'email': the address typed in the form)
-- already made max_count accepted writes within the last `per`.
--
-- Sized for a school: a parent writes one message, perhaps a correction a minute later; a whole
-- office or a mobile operator's shared address (carrier-grade NAT is common in Bamako) sends a
-- few dozen a day at most. A flooder gets at most 50 messages a day per address into the inbox,
-- which the bulk actions clear in two pages.
create table private.write_limits (
  action text not null check (action in ('contact_message', 'newsletter_signup')),
  scope text not null check (scope in ('client', 'email')),
  per interval not null check (per > interval '0'),
  max_count integer not null check (max_count > 0),
  primary key (action, scope, per)
);

insert into private.write_limits (action, scope, per, max_count) values
  ('contact_message', 'email', interval '1 minute', 2),
  ('contact_message', 'email', interval '1 day', 10),
  ('contact_message', 'client', interval '1 minute', 5),
  ('contact_message', 'client', interval '1 day', 50),
  ('newsletter_signup', 'email', interval '1 minute', 2),
  ('newsletter_signup', 'email', interval '1 day', 5),
  ('newsletter_signup', 'client', interval '1 minute', 5),
  ('newsletter_signup', 'client', interval '1 day', 50);

-- Accepted writes, by hashed key: the throttle needs to count, not to know who wrote.
create table private.write_events (
  action text not null,
  scope text not null,
  key text not null,
  created_at timestamptz not null default now()
);

create index write_events_key_idx on private.write_events (action, scope, key, created_at);
create index write_events_created_at_idx on private.write_events (created_at);

alter table private.write_limits enable row level security;
alter table private.write_events enable row level security;
revoke all on private.write_limits, private.write_events from public;

-- The client's address as the gateway reports it in PostgREST's request headers:
-- cf-connecting-ip (set by Cloudflare in front of hosted projects, which overwrites a forged
-- one), then x-real-ip, then the first x-forwarded-for entry (the local stack sets both to the
-- socket's peer and drops what the client sent). Without any of them (a direct SQL call, or a
-- proxy that strips them) every caller shares one 'unknown' client: stricter, never unlimited.
create function private.client_address() returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  raw text := current_setting('request.headers', true);
  headers json;
  address text;
begin
  if raw is null or raw = '' then
    return 'unknown';
  end if;
  begin
    headers := raw::json;
  exception when others then
    return 'unknown';
  end;
  address := coalesce(
    nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(headers ->> 'x-real-ip'), ''),
    nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), '')
  );
  return left(coalesce(address, 'unknown'), 100);
end
$$;

-- Counts the caller's recent writes of one action and records this one, or raises the error
-- PostgREST turns into `429 rate_limited` with Retry-After. Refused attempts are not recorded
-- (the exception rolls everything back), so a flood cannot grow the table.
--
-- app.settings.form_rate_limit_factor (PostgREST's PGRST_APP_SETTINGS_*, set by the local stack
-- from FORM_RATE_LIMIT_FACTOR) multiplies every limit: the end-to-end suites send dozens of
-- messages from one browser. Hosted projects do not set it, so the table's values apply.
create function private.throttle(action text, email text) returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  factor_text text := current_setting('app.settings.form_rate_limit_factor', true);
  factor integer := 1;
  client_key text := encode(sha256(convert_to(private.client_address(), 'UTF8')), 'hex');
  email_key text := encode(sha256(convert_to(lower(btrim(throttle.email)), 'UTF8')), 'hex');
  longest interval;
  lim record;
  recent integer;
  oldest timestamptz;
  retry integer;
begin
  if factor_text ~ '^[0-9]{1,6}$' and factor_text::integer > 0 then
    factor := factor_text::integer;
  end if;

  -- Concurrent requests of one client (or one address) queue here, so on PostgreSQL two of
  -- them cannot both see room for one more. Client locks always come before e-mail locks, in
  -- their own lock space (first key), so two writers never wait on each other in a cycle.
  perform pg_advisory_xact_lock(1, hashtext(throttle.action || ':' || client_key));
  perform pg_advisory_xact_lock(2, hashtext(throttle.action || ':' || email_key));

  for lim in
    select l.scope, l.per, l.max_count * factor as max_count
    from private.write_limits l
    where l.action = throttle.action
    order by l.per
  loop
    select count(*), min(recent_events.created_at) into recent, oldest
    from (
      select e.created_at
      from private.write_events e
      where e.action = throttle.action
        and e.scope = lim.scope
        and e.key = case lim.scope when 'client' then client_key else email_key end
        and e.created_at > now() - lim.per
      order by e.created_at desc
      limit lim.max_count
    ) recent_events;
    if recent >= lim.max_count then
      retry := greatest(1, ceil(extract(epoch from (oldest + lim.per - now())))::integer);
      raise sqlstate 'PGRST' using
        message = json_build_object(
          'code', 'rate_limited',
          'message', 'Too many requests: try again in a moment',
          'details', 'limit per ' || lim.scope || ' reached; retry after ' || retry || ' s',
          'hint', 'Retry-After: ' || retry
        )::text,
        detail = json_build_object(
          'status', 429,
          'headers', json_build_object('Retry-After', retry::text)
        )::text;
    end if;
  end loop;

  insert into private.write_events (action, scope, key)
  values (throttle.action, 'client', client_key), (throttle.action, 'email', email_key);

  -- Keep only what a limit can still count; the index on created_at makes this cheap.
  select max(l.per) into longest from private.write_limits l;
  delete from private.write_events e where e.created_at < now() - coalesce(longest, interval '1 day');
end
$$;

revoke all on function private.client_address() from public;
revoke all on function private.throttle(text, text) from public;

-- The contact form's one way in: one row per call (no array inserts), lengths checked here with
-- the form's minimums and maxima a real message never reaches, the honeypot's catch dropped.
create function public.send_contact_message(
  name text,
  email text,
  phone text,
  subject text,
  message text,
  website text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  v_name text := btrim(coalesce(send_contact_message.name, ''));
  v_email text := btrim(coalesce(send_contact_message.email, ''));
  v_phone text := btrim(coalesce(send_contact_message.phone, ''));
  v_subject text := btrim(coalesce(send_contact_message.subject, ''));
  v_message text := btrim(coalesce(send_contact_message.message, ''));
begin
  -- A person never sees the honeypot field; whatever fills it is a robot. It gets the same
  -- answer as a person so it learns nothing, and nothing is stored or counted.
  if btrim(coalesce(send_contact_message.website, '')) <> '' then
    return;
  end if;

  if char_length(v_name) not between 2 and 100 then
    raise exception using errcode = '22023', message = 'name must be 2 to 100 characters';
  end if;
  if char_length(v_email) > 254
    or v_email !~* '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception using errcode = '22023', message = 'email is not a valid address';
  end if;
  if char_length(v_phone) not between 8 and 30 then
    raise exception using errcode = '22023', message = 'phone must be 8 to 30 characters';
  end if;
  if char_length(v_subject) not between 5 and 150 then
    raise exception using errcode = '22023', message = 'subject must be 5 to 150 characters';
  end if;
  if char_length(v_message) not between 20 and 4000 then
    raise exception using errcode = '22023', message = 'message must be 20 to 4000 characters';
  end if;

  perform private.throttle('contact_message', v_email);

  insert into public.contact_messages (name, email, phone, subject, message)
  values (v_name, v_email, v_phone, v_subject, v_message);
end
$$;

revoke all on function public.send_contact_message(text, text, text, text, text, text) from public;
grant execute on function public.send_contact_message(text, text, text, text, text, text)
  to anon, authenticated, service_role;

-- Array inserts are how the flood got in: the API roles lose the table's INSERT entirely.
drop policy if exists "Anyone sends a contact message" on public.contact_messages;
revoke insert on public.contact_messages from anon, authenticated;

-- Same behaviour as before (one answer for a new and a known address), now throttled.
create or replace function public.subscribe_newsletter(email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.throttle('newsletter_signup', subscribe_newsletter.email);
  insert into public.newsletter_subscribers (email)
  values (btrim(subscribe_newsletter.email))
  on conflict ((lower(email))) do nothing;
end
$$;

-- Admins clear spam: delete joins the existing select and update (handled_at) of admins.
grant delete on public.contact_messages to authenticated;

create policy "Admins delete contact messages" on public.contact_messages
  for delete to authenticated
  using ((select public.is_admin()));

-- The inbox pages newest first and filters on new / handled.
create index contact_messages_unhandled_created_at_idx
  on public.contact_messages (created_at desc, id desc)
  where handled_at is null;
