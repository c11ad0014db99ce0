-- Typed settings (issue 18, item 2): every setting has a kind, its value is JSON of that kind's
-- shape, and the database refuses a value that does not fit, whoever writes it.
--
-- Why this design: the table stays one row per setting, read ordered by key and saved one call per
-- setting (the spec's calls), but `value` becomes jsonb so that a setting is one value even when
-- it is several things: the school's name is {"fr": …, "ar": …, "en": …} (one card, three
-- languages, saved together), the opening hours are a list of {"days": [1, 2, 3, 4], "open":
-- "07:30", "close": "16:30"} (ISO weekdays, 1 = Monday), rendered by Intl in each language. The
-- scalar kinds (e-mail, phone, web address) stay JSON strings, so a client that writes
-- `{ value: 'x' }` keeps working for them. The kind is a column, set by migrations and the seed
-- (staff may change only `value`): it says how to check a value here and which editor the back
-- office shows. One function, `site_setting_problem`, holds the rules; the back office applies
-- the same ones (`settingProblem` in packages/shared, whose parity the supabase tests check).
--
-- Existing rows migrate: the three free-text opening-hours rows become one `opening_hours` row
-- (their times read from the text, the spec's hours where the text cannot be read), texts become
-- their French version, with the Arabic and English versions of the values the seed shipped.
-- A stored value that breaks a rule stays as it is (the pages show it as text and never link it)
-- until an admin corrects it: the check applies to what is written from now on.

-- The old checks read `value` as text.
alter table public.site_settings drop constraint if exists site_settings_contact_email_strict;
alter table public.site_settings drop constraint if exists site_settings_value_check;
alter table public.site_settings alter column value drop default;
alter table public.site_settings alter column value type jsonb using to_jsonb(value);

alter table public.site_settings
  add column kind text,
  add column required boolean not null default false;

comment on column public.site_settings.value is
  'JSON of the setting''s kind: a string (text, email, phone, https_url), {"fr","ar","en"} (localized_text) or [{"days":[1..7],"open":"HH:MM","close":"HH:MM"}] (opening_hours).';
comment on column public.site_settings.kind is
  'How the value is checked (site_setting_problem) and edited: text, localized_text, email, phone, https_url, opening_hours.';
comment on column public.site_settings.required is
  'A required setting cannot be emptied (every language of a localized text, at least one slot of hours).';

update public.site_settings
set kind = case
    when key in ('site_name', 'site_tagline', 'site_description', 'address') then 'localized_text'
    when key like '%email%' then 'email'
    when key like '%phone%' then 'phone'
    when key like '%url%' then 'https_url'
    else 'text'
  end,
  required = key in (
    'site_name', 'site_tagline', 'site_description', 'address', 'contact_phone', 'contact_email'
  );

-- Texts: the stored French, with the other languages of the values the seed shipped.
with shipped (key, fr, ar, en) as (
  values
    ('site_name', 'Complexe Scolaire Islamique', 'المجمع المدرسي الإسلامي', 'Islamic School Complex'),
    ('site_tagline', 'Éducation, foi et excellence pour un avenir meilleur',
      'التربية والإيمان والتميز من أجل مستقبل أفضل',
      'Education, faith and excellence for a better future'),
    ('site_description',
      'Un complexe scolaire privé de la maternelle au lycée, alliant un programme moderne et l''enseignement islamique, au service des familles de Bamako depuis plus de 15 ans.',
      'مجمع مدرسي خاص من الروضة إلى الثانوية، يجمع بين منهج حديث والتعليم الإسلامي، في خدمة أسر باماكو منذ أكثر من 15 عامًا.',
      'A private school complex from pre-school to high school, combining a modern curriculum with Islamic teaching, serving the families of Bamako for more than 15 years.'),
    ('address', 'Daoudabougou, Bamako, Mali', 'داودابوغو، باماكو، مالي', 'Daoudabougou, Bamako, Mali')
)
update public.site_settings s
set value = jsonb_strip_nulls(jsonb_build_object(
  'fr', s.value #>> '{}',
  'ar', (select sh.ar from shipped sh where sh.key = s.key and sh.fr = btrim(s.value #>> '{}')),
  'en', (select sh.en from shipped sh where sh.key = s.key and sh.fr = btrim(s.value #>> '{}'))
))
where s.kind = 'localized_text' and jsonb_typeof(s.value) = 'string';

-- Opening hours: one row of slots from the three text rows ('Lundi - Jeudi : 7h30 - 16h30').
do $$
declare
  entry record;
  times text[];
  slot jsonb;
  slots jsonb := '[]'::jsonb;
  found_any boolean := false;
begin
  for entry in
    select o.key, o.days, o.fallback, s.value #>> '{}' as stored
    from (values
        (1, 'opening_hours_weekdays', '[1, 2, 3, 4]'::jsonb, '{"open": "07:30", "close": "16:30"}'::jsonb),
        (2, 'opening_hours_friday', '[5]'::jsonb, '{"open": "07:30", "close": "12:00"}'::jsonb),
        (3, 'opening_hours_saturday', '[6]'::jsonb, '{"open": "08:00", "close": "12:00"}'::jsonb)
      ) as o (position, key, days, fallback)
    join public.site_settings s on s.key = o.key
    order by o.position
  loop
    found_any := true;
    -- Emptied by staff: closed that day.
    continue when coalesce(btrim(entry.stored), '') = '';
    select array_agg(lpad(m[1], 2, '0') || ':' || coalesce(m[2], '00') order by n)
      into times
      from regexp_matches(entry.stored, '([0-9]{1,2})\s*[h:.]\s*([0-9]{2})?', 'g') with ordinality as t (m, n);
    if times is not null and array_length(times, 1) >= 2
      and times[1] ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
      and times[2] ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
      and times[1] collate "C" < times[2] collate "C" then
      slot := jsonb_build_object('days', entry.days, 'open', times[1], 'close', times[2]);
    else
      slot := jsonb_build_object('days', entry.days) || entry.fallback;
    end if;
    slots := slots || jsonb_build_array(slot);
  end loop;
  if found_any then
    insert into public.site_settings (key, value, description, kind, required)
    values ('opening_hours', slots, 'Horaires d''ouverture', 'opening_hours', true)
    on conflict (key) do nothing;
    delete from public.site_settings
    where key in ('opening_hours_weekdays', 'opening_hours_friday', 'opening_hours_saturday');
  end if;
end
$$;

alter table public.site_settings alter column kind set not null;
alter table public.site_settings
  add constraint site_settings_kind_known
  check (kind in ('text', 'localized_text', 'email', 'phone', 'https_url', 'opening_hours'));

-- A phone number as people write it: digits with spaces, dots, hyphens or brackets, an optional
-- leading +, 8 to 15 digits (E.164's most): '+223 20 22 45 67' and '20 22 45 67' both pass.
create or replace function public.is_phone_number(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is not null
    and value ~ '^\+?[0-9(][0-9 .()-]*[0-9]$'
    and char_length(regexp_replace(value, '[^0-9]', '', 'g')) between 8 and 15
$$;

-- A web address the site can link to: https only, a host name of dotted labels (no user name or
-- password, no IP literal), an optional port, then only the characters RFC 3986 allows in a
-- path, query or fragment (no spaces, quotes, angle brackets, backslashes or control characters).
create or replace function public.is_https_url(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is not null
    and char_length(value) <= 2000
    and value ~ '^https://([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}(:[0-9]{1,5})?([/?#][A-Za-z0-9._~!$&''()*+,;=:@%/?#-]*)?$'
$$;

-- What is wrong with a value of a kind, or null when nothing is. Codes: required, shape,
-- too_long, email, phone, url, hours_count, hours_days, hours_overlap, hours_time, hours_order.
-- Texts are read with spaces, tabs and line breaks trimmed at both ends; each text (each language)
-- holds at most 1000 characters.
create or replace function public.site_setting_problem(
  setting_kind text,
  setting_required boolean,
  setting_value jsonb
)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  blank constant text := E' \t\n\r';
  content text;
  slot jsonb;
  day jsonb;
  seen int[] := '{}';
begin
  if setting_value is null then
    return 'shape';
  end if;
  if setting_kind in ('text', 'email', 'phone', 'https_url') then
    if jsonb_typeof(setting_value) <> 'string' then
      return 'shape';
    end if;
    content := btrim(setting_value #>> '{}', blank);
    if content = '' then
      return case when setting_required then 'required' end;
    end if;
    if char_length(content) > 1000 then
      return 'too_long';
    end if;
    if setting_kind = 'email' and not public.is_email_address(content) then
      return 'email';
    end if;
    if setting_kind = 'phone' and not public.is_phone_number(content) then
      return 'phone';
    end if;
    if setting_kind = 'https_url' and not public.is_https_url(content) then
      return 'url';
    end if;
    return null;
  elsif setting_kind = 'localized_text' then
    if jsonb_typeof(setting_value) <> 'object' or exists (
      select 1 from jsonb_each(setting_value) as e (lang, version)
      where e.lang not in ('fr', 'ar', 'en') or jsonb_typeof(e.version) <> 'string'
    ) then
      return 'shape';
    end if;
    if exists (
      select 1 from jsonb_each_text(setting_value) as e (lang, version)
      where char_length(btrim(e.version, blank)) > 1000
    ) then
      return 'too_long';
    end if;
    if setting_required and exists (
      select 1 from unnest(array['fr', 'ar', 'en']) as l (lang)
      where coalesce(btrim(setting_value ->> l.lang, blank), '') = ''
    ) then
      return 'required';
    end if;
    return null;
  elsif setting_kind = 'opening_hours' then
    if jsonb_typeof(setting_value) <> 'array' then
      return 'shape';
    end if;
    if jsonb_array_length(setting_value) = 0 then
      return case when setting_required then 'required' end;
    end if;
    if jsonb_array_length(setting_value) > 7 then
      return 'hours_count';
    end if;
    for slot in select s.value from jsonb_array_elements(setting_value) as s (value) loop
      if jsonb_typeof(slot) <> 'object'
        or exists (
          select 1 from jsonb_object_keys(slot) as k (name) where k.name not in ('days', 'open', 'close')
        )
        or jsonb_typeof(slot -> 'days') is distinct from 'array'
        or jsonb_typeof(slot -> 'open') is distinct from 'string'
        or jsonb_typeof(slot -> 'close') is distinct from 'string' then
        return 'shape';
      end if;
      if jsonb_array_length(slot -> 'days') = 0 then
        return 'hours_days';
      end if;
      for day in select d.value from jsonb_array_elements(slot -> 'days') as d (value) loop
        if jsonb_typeof(day) <> 'number' or (day #>> '{}') !~ '^[1-7]$' then
          return 'shape';
        end if;
        if (day #>> '{}')::int = any (seen) then
          return 'hours_overlap';
        end if;
        seen := seen || (day #>> '{}')::int;
      end loop;
      if (slot ->> 'open') !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
        or (slot ->> 'close') !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' then
        return 'hours_time';
      end if;
      if (slot ->> 'open') collate "C" >= (slot ->> 'close') collate "C" then
        return 'hours_order';
      end if;
    end loop;
    return null;
  end if;
  return 'shape';
end
$$;

comment on function public.site_setting_problem(text, boolean, jsonb) is
  'Why a setting''s value is refused (a code), or null. settingProblem in packages/shared is the same rule.';

revoke all on function public.is_phone_number(text) from public;
revoke all on function public.is_https_url(text) from public;
revoke all on function public.site_setting_problem(text, boolean, jsonb) from public;
grant execute on function public.is_phone_number(text) to anon, authenticated, service_role;
grant execute on function public.is_https_url(text) to anon, authenticated, service_role;
grant execute on function public.site_setting_problem(text, boolean, jsonb)
  to anon, authenticated, service_role;

-- The check runs on what is written (a CHECK constraint would be re-checked whenever any column
-- of an old row changes), with the error a check constraint gives: 23514, which PostgREST answers
-- with 400; the problem's code is the hint, so the back office can say what is wrong.
create or replace function public.site_settings_check_value()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  problem text := public.site_setting_problem(new.kind, new.required, new.value);
begin
  if problem is not null then
    raise exception 'new row for relation "site_settings" violates check constraint "site_settings_value_valid"'
      using errcode = '23514',
        constraint = 'site_settings_value_valid',
        table = 'site_settings',
        schema = 'public',
        detail = format('The value of %s is refused: %s.', new.key, problem),
        hint = problem;
  end if;
  return new;
end
$$;

revoke all on function public.site_settings_check_value() from public;

create trigger site_settings_value_valid
  before insert or update of value, kind, required on public.site_settings
  for each row execute function public.site_settings_check_value();
