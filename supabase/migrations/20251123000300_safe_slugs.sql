-- Slugs become folder names of prerendered pages and parts of addresses: only lowercase Latin
-- letters, digits, Arabic letters and Arabic-Indic digits, in words joined by single dashes
-- (what public.slugify makes), at most 80 characters and 200 bytes. `.`, `..`, encoded
-- separators and over-long names, which once overwrote other pages or broke every prerender
-- run, are refused by the database whatever the client.

-- A slug made from a title is at most 70 characters and never ends with a dash, so the numbered
-- variant content_before_write adds when it is taken (`-2`, `-3`…) still fits the rule.
create or replace function public.slugify(value text) returns text
language sql immutable set search_path = ''
as $$
  select nullif(
    btrim(
      left(
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
        70
      ),
      '-'
    ),
    ''
  )
$$;

-- Existing slugs outside the rule are rewritten with slugify (or from the title), kept unique.
do $$
declare
  item record;
  base text;
  candidate text;
  n integer;
begin
  for item in
    select id, slug, title from public.content_management
    where not (
      slug ~ '^[a-z0-9\u0621-\u064A\u0660-\u0669]+(-[a-z0-9\u0621-\u064A\u0660-\u0669]+)*$'
      and char_length(slug) <= 80 and octet_length(slug) <= 200
    )
    order by created_at
  loop
    base := coalesce(public.slugify(item.slug), public.slugify(item.title), 'article');
    candidate := base;
    n := 1;
    while exists (select 1 from public.content_management where slug = candidate and id <> item.id) loop
      n := n + 1;
      candidate := base || '-' || n;
    end loop;
    update public.content_management set slug = candidate where id = item.id;
  end loop;
end
$$;

alter table public.content_management drop constraint if exists content_management_slug_check;
alter table public.content_management add constraint content_management_slug_check check (
  slug ~ '^[a-z0-9\u0621-\u064A\u0660-\u0669]+(-[a-z0-9\u0621-\u064A\u0660-\u0669]+)*$'
  and char_length(slug) <= 80
  and octet_length(slug) <= 200
);
