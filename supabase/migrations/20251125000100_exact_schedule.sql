-- Scheduled publishing is exact to the second. A time saved as published counted as "now" while
-- it was less than a minute ahead (a margin for the client's clock), so an item scheduled 30 s
-- ahead went out at once, while the back office, the public lists and the prerender service
-- (which wakes at the next publication time) all read the stored time exactly. Now a time that
-- has not come (later than the database's now()) is kept as given; one that has come, or none,
-- is the database's now(). A back office whose clock is ahead sends its "now" a little in the
-- future: that item goes out when the database's clock reaches it, late by the clocks' gap (the
-- prerender service wakes at that time), never early. Otherwise as
-- 20251124001000_content_translations.sql.
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
  elsif new.published_at is null or new.published_at <= now() then
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
