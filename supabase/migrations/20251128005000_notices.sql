-- Urgent notices: a short text staff publish for a while ("École fermée demain"), shown at the
-- top of every public page from its start to its end. French is required, Arabic and English
-- optional (the page shows the French, marked lang="fr", where a translation is missing). The
-- database keeps the rules a form could forget: the end comes after the start, and two urgent
-- notices never run at the same time (a visitor gets one alert, not two competing ones).
-- Visitors read only the notices running now, so a notice ends by itself at its end time: no one
-- removes it. Staff manage them with the content roles (public.is_admin()).

create table public.notices (
  id bigint generated always as identity primary key,
  text_fr text not null,
  text_ar text,
  text_en text,
  level text not null default 'information',
  starts_at timestamptz not null default now(),
  ends_at timestamptz not null,
  created_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint notices_level_check check (level in ('information', 'important', 'urgent')),
  constraint notices_text_fr_check check (char_length(btrim(text_fr)) between 1 and 280),
  constraint notices_text_ar_check check (text_ar is null or char_length(btrim(text_ar)) between 1 and 280),
  constraint notices_text_en_check check (text_en is null or char_length(btrim(text_en)) between 1 and 280),
  -- The form names this constraint to say « La fin doit être après le début. ».
  constraint notices_end_after_start check (ends_at > starts_at),
  -- At most one urgent notice at any moment: the running periods ([start, end)) of two urgent
  -- notices never overlap. One ending at 18:00 and the next starting at 18:00 do not overlap.
  constraint notices_one_urgent_at_a_time
    exclude using gist (tstzrange(starts_at, ends_at, '[)') with &&) where (level = 'urgent')
);

-- The public read asks for the notices running now: those started and not yet ended.
create index notices_ends_at_idx on public.notices (ends_at);

-- Who wrote it and when are the database's, not the client's to say.
create function public.notices_before_write() returns trigger
language plpgsql set search_path = ''
as $$
begin
  -- An empty translation is no translation: the page shows the French instead.
  new.text_ar := nullif(btrim(new.text_ar), '');
  new.text_en := nullif(btrim(new.text_en), '');
  new.text_fr := btrim(new.text_fr);
  if tg_op = 'INSERT' then
    if current_user in ('anon', 'authenticated') then
      new.created_by := auth.uid();
      new.created_at := now();
    end if;
  else
    new.created_by := old.created_by;
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end
$$;

revoke all on function public.notices_before_write() from public;

create trigger notices_before_write
  before insert or update on public.notices
  for each row execute function public.notices_before_write();

alter table public.notices enable row level security;

revoke all on public.notices from anon, authenticated;
grant select on public.notices to anon, authenticated;
grant insert (text_fr, text_ar, text_en, level, starts_at, ends_at) on public.notices to authenticated;
grant update (text_fr, text_ar, text_en, level, starts_at, ends_at) on public.notices to authenticated;
grant delete on public.notices to authenticated;

create policy "Everyone reads the running notices" on public.notices
  for select to anon, authenticated
  using (starts_at <= now() and ends_at > now());

create policy "Admins read all notices" on public.notices
  for select to authenticated
  using ((select public.is_admin()));

create policy "Admins create notices" on public.notices
  for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins update notices" on public.notices
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete notices" on public.notices
  for delete to authenticated
  using ((select public.is_admin()));

-- The activity log says it as a sentence: « Awa Traoré a publié l'avis « École fermée demain » ».
create function public.log_notice_activity() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  row_data public.notices := case when tg_op = 'DELETE' then old else new end;
begin
  insert into public.activity_log (actor, action, entity, entity_id, summary, details)
  values (
    auth.uid(),
    case tg_op when 'INSERT' then 'publish' when 'UPDATE' then 'update' else 'delete' end,
    'notices',
    row_data.id::text,
    left(row_data.text_fr, 300),
    jsonb_build_object(
      'title', left(row_data.text_fr, 120),
      'level', row_data.level,
      'starts_at', row_data.starts_at,
      'ends_at', row_data.ends_at
    )
  );
  return null;
end
$$;

revoke all on function public.log_notice_activity() from public;

create trigger notices_activity
  after insert or update or delete on public.notices
  for each row execute function public.log_notice_activity();

-- Pages follow a notice within seconds: the prerender service hears it from the change feed
-- (scripts/lib/change-feed.mjs) and draws every page again (the banner is in every page's layout).
alter publication supabase_realtime add table public.notices;
