-- One strict rule for every e-mail address the site stores and later turns into a link.
--
-- The earlier check (`^[^@\s]+@[^@\s]+\.[^@\s]+$`) let `victim@x.yz?cc=attacker%40evil.example&body=…`
-- through: the staff inbox's Reply link became a mailto: with an added CC and body. The rule is
-- the browser's (`isEmailAddress` in packages/shared): a local part of dot-separated runs of
-- letters, digits and _ ' + - (no leading, trailing or doubled dot, 64 characters at most), a
-- domain of dotted labels of letters, digits and inner hyphens, ending in a letters-only
-- top-level domain; 254 characters in all. Nothing a mailto: link or a mail header reads as
-- syntax (? & % = # / , ; < > " spaces, control characters) passes. The apostrophe stays: it is
-- an ordinary character of real addresses (o'neil@…) and means nothing in a mailto: link.
--
-- Rows stored under the old rule are kept as they are (never a message lost without anyone
-- knowing): the checks below apply to what is written from now on, and the interfaces build
-- links only through the same rule, so an old hostile address is shown as text, never linked.
-- Independent of the contact-message function of 20251123000100: these are checks on the
-- existing tables, which any way in (API, function, service role) goes through.

create or replace function public.is_email_address(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is not null
    and char_length(value) <= 254
    and char_length(split_part(value, '@', 1)) <= 64
    and value ~ '^[A-Za-z0-9_''+-]+(\.[A-Za-z0-9_''+-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$'
$$;

comment on function public.is_email_address(text) is
  'The site''s e-mail rule (isEmailAddress in packages/shared): safe to put in a mailto: link.';

revoke all on function public.is_email_address(text) from public;
grant execute on function public.is_email_address(text) to anon, authenticated, service_role;

-- Contact messages: staff keep updating old rows (handled / not handled), and a CHECK, even
-- NOT VALID, is re-checked on every update, so an old message with a bad address could no
-- longer be marked. A trigger checks the address when it is written instead, with the error a
-- check constraint gives (23514, which PostgREST answers with 400).
create or replace function public.contact_messages_check_email()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.is_email_address(new.email) then
    raise exception 'new row for relation "contact_messages" violates check constraint "contact_messages_email_strict"'
      using errcode = '23514',
        constraint = 'contact_messages_email_strict',
        table = 'contact_messages',
        schema = 'public',
        detail = 'The e-mail address is not one the site accepts.';
  end if;
  return new;
end
$$;

revoke all on function public.contact_messages_check_email() from public;

create trigger contact_messages_email_strict
  before insert or update of email on public.contact_messages
  for each row execute function public.contact_messages_check_email();

-- Newsletter entries are only ever inserted (subscribe_newsletter), never updated: a check
-- constraint, not validated against the rows already there, which stay as they are.
alter table public.newsletter_subscribers
  add constraint newsletter_subscribers_email_strict
  check (public.is_email_address(email)) not valid;

-- The school's own address, shown as a mailto: link in the header, the footer and the contact
-- page. Empty means "not set" (the pages fall back). Only new values are checked: a bad one
-- stored earlier is shown as text until an admin corrects it.
alter table public.site_settings
  add constraint site_settings_contact_email_strict
  check (key <> 'contact_email' or value = '' or public.is_email_address(btrim(value))) not valid;
