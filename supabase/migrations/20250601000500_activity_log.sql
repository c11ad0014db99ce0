-- Who changed what: written by triggers only, read by admins.

create table public.activity_log (
  id bigint generated always as identity primary key,
  actor uuid references auth.users (id) on delete set null,
  action text not null check (action in ('insert', 'update', 'delete')),
  entity text not null,
  entity_id text,
  summary text,
  created_at timestamptz not null default now()
);

create index activity_log_created_at_idx on public.activity_log (created_at desc);

create function public.log_activity() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  row_data jsonb := to_jsonb(case when tg_op = 'DELETE' then old else new end);
  label text;
begin
  label := case tg_table_name
    when 'content_management' then row_data ->> 'type' || ': ' || (row_data ->> 'title')
    when 'site_settings' then row_data ->> 'key'
    when 'profiles' then coalesce(row_data ->> 'email', row_data ->> 'id')
  end;
  insert into public.activity_log (actor, action, entity, entity_id, summary)
  values (
    auth.uid(),
    lower(tg_op),
    tg_table_name,
    coalesce(row_data ->> 'id', row_data ->> 'key'),
    left(label, 300)
  );
  return null;
end
$$;

create trigger content_management_activity
  after insert or update or delete on public.content_management
  for each row execute function public.log_activity();

create trigger site_settings_activity
  after insert or update or delete on public.site_settings
  for each row execute function public.log_activity();

create trigger profiles_activity
  after insert or update or delete on public.profiles
  for each row execute function public.log_activity();

alter table public.activity_log enable row level security;

revoke all on public.activity_log from anon, authenticated;
grant select on public.activity_log to authenticated;

create policy "Admins read the activity log" on public.activity_log
  for select to authenticated
  using ((select public.is_admin()));
