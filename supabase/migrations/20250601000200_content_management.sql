-- News and blog posts. The public sees an item only once it is published and its publication
-- time has come (an admin may schedule one in the future).

create table public.content_management (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) between 1 and 300),
  -- Filled from the title by the trigger below when the client sends none.
  slug text not null default '' unique check (slug ~ '^[^/?#[:space:]]+$'),
  content text not null check (char_length(btrim(content)) > 0),
  excerpt text check (excerpt is null or char_length(excerpt) <= 1000),
  type text not null default 'blog' check (type in ('blog', 'news')),
  status text not null default 'draft' check (status in ('draft', 'published')),
  category text check (
    category in ('education', 'pedagogy', 'innovation', 'spirituality', 'community')
  ),
  featured_image text,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint content_published_at_matches_status
    check ((status = 'published') = (published_at is not null))
);

create index content_type_status_created_idx
  on public.content_management (type, status, created_at desc);
create index content_created_at_idx on public.content_management (created_at desc);

-- A URL-safe slug from a title: Latin accents folded, Arabic letters kept, the rest dashed.
create function public.slugify(value text) returns text
language sql immutable set search_path = ''
as $$
  select nullif(
    btrim(
      regexp_replace(
        translate(
          lower(coalesce(value, '')),
          'àáâãäåāçćčèéêëēėęîïíīįìłñńôöòóœøōõßśšûüùúūÿžźż',
          'aaaaaaaccceeeeeeeiiiiiilnnooooooooossuuuuuyzzz'
        ),
        '[^a-z0-9\u0621-\u064A\u0660-\u0669]+', '-', 'g'
      ),
      '-'
    ),
    ''
  )
$$;

-- The publication rule, whatever the client sends: a draft has no publication time; an item
-- saved as published is published now, unless an explicit time more than a minute ahead is
-- given (scheduled publishing; the minute absorbs client clock skew), or an update keeps the
-- time it already had.
create function public.content_before_write() returns trigger
language plpgsql set search_path = ''
as $$
declare
  base text;
  candidate text;
  n integer := 1;
begin
  -- The database owner (migrations, seed, back-fills) may write history as it was; the API
  -- roles get the rule.
  if current_user not in ('anon', 'authenticated') then
    if new.status = 'draft' then
      new.published_at := null;
    elsif new.published_at is null then
      new.published_at := now();
    end if;
  elsif new.status = 'draft' then
    new.published_at := null;
  elsif new.published_at is null or new.published_at <= now() + interval '1 minute' then
    if tg_op = 'UPDATE' and old.status = 'published'
       and new.published_at is not distinct from old.published_at then
      new.published_at := old.published_at;
    else
      new.published_at := now();
    end if;
  end if;

  if tg_op = 'INSERT' then
    if current_user in ('anon', 'authenticated') then
      new.created_at := now();
    end if;
    if new.slug is null or btrim(new.slug) = '' then
      base := coalesce(left(public.slugify(new.title), 80), 'article');
      candidate := base;
      while exists (select 1 from public.content_management where slug = candidate) loop
        n := n + 1;
        candidate := base || '-' || n;
      end loop;
      new.slug := candidate;
    end if;
  elsif current_user in ('anon', 'authenticated') then
    new.created_at := old.created_at;
  end if;
  if current_user in ('anon', 'authenticated') or tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  return new;
end
$$;

create trigger content_before_write
  before insert or update on public.content_management
  for each row execute function public.content_before_write();

alter table public.content_management enable row level security;

revoke all on public.content_management from anon, authenticated;
grant select on public.content_management to anon, authenticated;
grant insert, update, delete on public.content_management to authenticated;

create policy "Everyone reads published content" on public.content_management
  for select to anon, authenticated
  using (status = 'published' and published_at <= now());

create policy "Admins read all content" on public.content_management
  for select to authenticated
  using ((select public.is_admin()));

create policy "Admins create content" on public.content_management
  for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins update content" on public.content_management
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete content" on public.content_management
  for delete to authenticated
  using ((select public.is_admin()));

-- Live updates of the news and blog lists (postgres_changes).
alter publication supabase_realtime add table public.content_management;
