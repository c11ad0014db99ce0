-- Admissions, the parent's confirmation mail (issue 19, item 5): "the parent gets an on-screen
-- confirmation with a reference number (and an e-mail when one was given)".
--
-- An outbox: the row that asks for the mail is written in the same transaction as the request
-- (a trigger on admission_requests), so a request is never stored without its mail nor the other
-- way round, and a honeypot hit (which stores nothing) mails nothing. The edge function
-- `admission-mail` sends what is due: the local stack runs it after each pre-registration and
-- every half minute; a hosted project calls it from a Database Webhook on this table (and a
-- pg_cron job for the retries). No API role but the service role may read or write the outbox:
-- it holds addresses, and writing to it would make the school send mail to anyone.

create table public.admission_mail_outbox (
  -- One mail per request at most, by construction.
  request_id uuid primary key references public.admission_requests (id) on delete cascade,
  recipient text not null check (public.is_email_address(recipient)),
  locale text not null check (locale in ('fr', 'ar', 'en')),
  -- What the mail says, taken when the request was stored (the school's name and contact too).
  payload jsonb not null,
  created_at timestamptz not null default now(),
  -- Pending while null. A claimed row is leased until next_attempt_at; a failed send is tried
  -- again after a back-off; nothing is ever dropped.
  sent_at timestamptz,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text
);

comment on table public.admission_mail_outbox is
  'Confirmation mails of pre-registrations still to send (sent_at null) or sent; service role only (edge function admission-mail).';

create index admission_mail_outbox_due_idx on public.admission_mail_outbox (next_attempt_at)
  where sent_at is null;

alter table public.admission_mail_outbox enable row level security;
-- No policy: RLS refuses every row to anon and authenticated even if a grant came back.
revoke all on public.admission_mail_outbox from public, anon, authenticated;
grant select, insert, update, delete on public.admission_mail_outbox to service_role;

-- A localized setting in one language, French when that one is missing.
create function private.setting_text(setting_key text, lang text) returns text
language sql
stable
set search_path = ''
as $$
  select case jsonb_typeof(s.value)
    when 'object' then coalesce(nullif(s.value ->> lang, ''), s.value ->> 'fr')
    when 'string' then s.value #>> '{}'
  end
  from public.site_settings s
  where s.key = setting_key
$$;

revoke all on function private.setting_text(text, text) from public, anon, authenticated;

create function public.admission_requests_queue_mail() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.admission_mail_outbox (request_id, recipient, locale, payload)
  values (
    new.id,
    new.email,
    new.locale,
    jsonb_build_object(
      'reference', new.reference,
      'parent_name', new.parent_name,
      'child_name', new.child_name,
      'level', new.level,
      'school_year', new.school_year,
      'phone', new.phone,
      'school_name', private.setting_text('site_name', new.locale),
      'school_phone', private.setting_text('contact_phone', new.locale),
      'school_email', private.setting_text('contact_email', new.locale),
      'school_address', private.setting_text('address', new.locale)
    )
  );
  return null;
end
$$;

revoke all on function public.admission_requests_queue_mail() from public, anon, authenticated;

create trigger admission_requests_queue_mail
  after insert on public.admission_requests
  for each row
  when (new.email is not null)
  execute function public.admission_requests_queue_mail();

-- The sender's two calls (service role only). Claiming leases the due rows for five minutes
-- (skip locked: two senders at once never take the same row), so a sender that dies mid-way
-- leaves them to the next run rather than losing them.
create function public.claim_admission_mails(max_count integer default 20)
returns table (request_id uuid, recipient text, locale text, payload jsonb, attempts integer)
language sql
security definer
set search_path = ''
as $$
  update public.admission_mail_outbox o
  set attempts = o.attempts + 1, next_attempt_at = now() + interval '5 minutes'
  where o.request_id in (
    select d.request_id from public.admission_mail_outbox d
    where d.sent_at is null and d.next_attempt_at <= now()
    order by d.next_attempt_at
    limit greatest(1, least(coalesce(max_count, 20), 100))
    for update skip locked
  )
  returning o.request_id, o.recipient, o.locale, o.payload, o.attempts
$$;

-- Sent (error null) or failed: tried again after 30 s, doubling up to an hour.
create function public.finish_admission_mail(request_id uuid, error text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.admission_mail_outbox o
  set sent_at = case when error is null then now() end,
    last_error = left(error, 500),
    next_attempt_at = case when error is null then o.next_attempt_at
      else now() + least(interval '1 hour', interval '30 seconds' * power(2, least(o.attempts - 1, 10)))
    end
  where o.request_id = finish_admission_mail.request_id and o.sent_at is null
$$;

revoke all on function public.claim_admission_mails(integer) from public, anon, authenticated;
revoke all on function public.finish_admission_mail(uuid, text) from public, anon, authenticated;
grant execute on function public.claim_admission_mails(integer) to service_role;
grant execute on function public.finish_admission_mail(uuid, text) to service_role;
