-- What visitors send: contact messages and newsletter subscriptions. Anyone may write one;
-- only admins read them, so the API never hands them back to their sender.

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 2 and 200),
  email text not null
    check (char_length(email) <= 320 and email ~* '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  phone text not null check (char_length(btrim(phone)) between 8 and 40),
  subject text not null check (char_length(btrim(subject)) between 5 and 200),
  message text not null check (char_length(btrim(message)) between 20 and 5000),
  created_at timestamptz not null default now(),
  handled_at timestamptz
);

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

alter table public.contact_messages enable row level security;

revoke all on public.contact_messages from anon, authenticated;
grant insert (name, email, phone, subject, message) on public.contact_messages
  to anon, authenticated;
grant select on public.contact_messages to authenticated;
grant update (handled_at) on public.contact_messages to authenticated;

create policy "Anyone sends a contact message" on public.contact_messages
  for insert to anon, authenticated
  with check (handled_at is null);

create policy "Admins read contact messages" on public.contact_messages
  for select to authenticated
  using ((select public.is_admin()));

create policy "Admins mark contact messages" on public.contact_messages
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null
    check (char_length(email) <= 320 and email ~* '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  created_at timestamptz not null default now()
);

create unique index newsletter_subscribers_email_key
  on public.newsletter_subscribers (lower(email));

alter table public.newsletter_subscribers enable row level security;

revoke all on public.newsletter_subscribers from anon, authenticated;
grant insert (email) on public.newsletter_subscribers to anon, authenticated;
grant select on public.newsletter_subscribers to authenticated;

create policy "Anyone subscribes" on public.newsletter_subscribers
  for insert to anon, authenticated
  with check (true);

create policy "Admins read subscribers" on public.newsletter_subscribers
  for select to authenticated
  using ((select public.is_admin()));
