-- Content in three languages (issue 18). An item has its French version (title, content,
-- excerpt, slug: the columns it always had, so every item written before this migration stays
-- French) and optional Arabic and English versions in columns of the same row. One row per item
-- keeps a save atomic, and keeps what already follows rows working for translations too: row-level
-- security (a translation is public exactly when its item is), the realtime events of the lists
-- and the prerenderer's data version (id, updated_at).
--
-- A version exists when its title is set (title and body together); NULL is "not translated yet".
-- Its slug is optional: without one the version is served under the French slug (a shared
-- address: translating an article never changes its /ar/… or /en/… address). path_slug_ar and
-- path_slug_en are the addresses actually served, unique per language, kept by a trigger (not
-- generated columns, which every tool that copies rows, such as the local stack's realtime
-- visibility check, would have to leave out).
--
-- A featured image needs a text alternative in every version that exists (image_alt is the
-- French one). Items stored before this migration get their title as a stand-in.

alter table public.content_management
  add column title_ar text check (title_ar is null or char_length(btrim(title_ar)) between 1 and 300),
  add column title_en text check (title_en is null or char_length(btrim(title_en)) between 1 and 300),
  add column excerpt_ar text check (excerpt_ar is null or char_length(excerpt_ar) <= 1000),
  add column excerpt_en text check (excerpt_en is null or char_length(excerpt_en) <= 1000),
  add column content_ar text check (content_ar is null or char_length(btrim(content_ar)) > 0),
  add column content_en text check (content_en is null or char_length(btrim(content_en)) > 0),
  add column slug_ar text check (
    slug_ar is null or (
      slug_ar ~ '^[a-z0-9\u0621-\u064A\u0660-\u0669]+(-[a-z0-9\u0621-\u064A\u0660-\u0669]+)*$'
      and char_length(slug_ar) <= 80 and octet_length(slug_ar) <= 200
    )
  ),
  add column slug_en text check (
    slug_en is null or (
      slug_en ~ '^[a-z0-9\u0621-\u064A\u0660-\u0669]+(-[a-z0-9\u0621-\u064A\u0660-\u0669]+)*$'
      and char_length(slug_en) <= 80 and octet_length(slug_en) <= 200
    )
  ),
  add column image_alt text check (image_alt is null or char_length(btrim(image_alt)) between 1 and 300),
  add column image_alt_ar text check (image_alt_ar is null or char_length(btrim(image_alt_ar)) between 1 and 300),
  add column image_alt_en text check (image_alt_en is null or char_length(btrim(image_alt_en)) between 1 and 300);

alter table public.content_management
  add column path_slug_ar text,
  add column path_slug_en text;
update public.content_management set path_slug_ar = slug, path_slug_en = slug;
-- The default only makes the columns optional for clients: the trigger below sets them.
alter table public.content_management
  alter column path_slug_ar set not null,
  alter column path_slug_ar set default '',
  alter column path_slug_en set not null,
  alter column path_slug_en set default '';

create unique index content_management_path_slug_ar_key on public.content_management (path_slug_ar);
create unique index content_management_path_slug_en_key on public.content_management (path_slug_en);

update public.content_management
  set image_alt = left(title, 300)
  where featured_image is not null and image_alt is null;

alter table public.content_management
  add constraint content_translation_ar_complete check (
    (title_ar is null) = (content_ar is null)
    and (title_ar is not null or (excerpt_ar is null and slug_ar is null and image_alt_ar is null))
  ),
  add constraint content_translation_en_complete check (
    (title_en is null) = (content_en is null)
    and (title_en is not null or (excerpt_en is null and slug_en is null and image_alt_en is null))
  ),
  add constraint content_image_has_alt check (
    featured_image is null or (
      image_alt is not null
      and (title_ar is null or image_alt_ar is not null)
      and (title_en is null or image_alt_en is not null)
    )
  );

-- An empty field of a version is "not written": stored as NULL, whatever the client sends. Then
-- the addresses served in each language follow the slugs (whatever the client sent for them).
-- Runs after content_before_write (triggers fire in name order), which settles the French slug.
create function public.content_versions_before_write() returns trigger
language plpgsql set search_path = ''
as $$
begin
  new.title_ar := nullif(btrim(new.title_ar), '');
  new.title_en := nullif(btrim(new.title_en), '');
  new.excerpt_ar := nullif(btrim(new.excerpt_ar), '');
  new.excerpt_en := nullif(btrim(new.excerpt_en), '');
  new.content_ar := nullif(btrim(new.content_ar), '');
  new.content_en := nullif(btrim(new.content_en), '');
  new.slug_ar := nullif(btrim(new.slug_ar), '');
  new.slug_en := nullif(btrim(new.slug_en), '');
  new.image_alt := nullif(btrim(new.image_alt), '');
  new.image_alt_ar := nullif(btrim(new.image_alt_ar), '');
  new.image_alt_en := nullif(btrim(new.image_alt_en), '');
  -- A version's own slug equal to the French one is the shared address.
  if new.slug_ar = new.slug then new.slug_ar := null; end if;
  if new.slug_en = new.slug then new.slug_en := null; end if;
  new.path_slug_ar := coalesce(new.slug_ar, new.slug);
  new.path_slug_en := coalesce(new.slug_en, new.slug);
  return new;
end
$$;

create trigger content_versions_before_write
  before insert or update on public.content_management
  for each row execute function public.content_versions_before_write();

-- content_before_write as before, except that a slug made from the title also avoids the
-- addresses of the other languages (an English slug may equal a French title's slug).
create or replace function public.content_before_write() returns trigger
language plpgsql set search_path = ''
as $$
declare
  base text;
  candidate text;
  n integer := 1;
begin
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
      while exists (
        select 1 from public.content_management
        where slug = candidate or path_slug_ar = candidate or path_slug_en = candidate
      ) loop
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
