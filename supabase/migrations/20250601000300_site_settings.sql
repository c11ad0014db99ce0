-- Site settings: public information (name, contact details, opening hours, social links) that
-- the site shows to everyone and only admins edit.

create table public.site_settings (
  id uuid primary key default gen_random_uuid(),
  key text not null unique check (key ~ '^[a-z][a-z0-9_]{0,62}$'),
  value text not null default '' check (char_length(value) <= 5000),
  description text,
  updated_at timestamptz not null default now()
);

create trigger site_settings_set_updated_at
  before update on public.site_settings
  for each row execute function public.set_updated_at();

alter table public.site_settings enable row level security;

revoke all on public.site_settings from anon, authenticated;
grant select on public.site_settings to anon, authenticated;
grant update (value, description, updated_at) on public.site_settings to authenticated;

create policy "Everyone reads settings" on public.site_settings
  for select to anon, authenticated
  using (true);

create policy "Admins update settings" on public.site_settings
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
