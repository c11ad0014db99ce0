-- Admissions (issue 19, item 5): the header's "Inscription" button leads to /inscription, where a
-- parent pre-registers a child. A pre-registration is stored in its own table through one
-- throttled SECURITY DEFINER function (one row a call, the contact form's anti-flood rules:
-- per-client and per-address limits, the honeypot, no table INSERT for the API roles); staff
-- follow it in the back office from "new" to "enrolled" or "declined", and every status change
-- lands in the activity log.

-- ---------------------------------------------------------------------------------------------
-- The levels and the age rule (admissionLevels in packages/shared, the same figures)
-- ---------------------------------------------------------------------------------------------

-- The seed's four levels and their ages: preschool 3-5, primary 6-11, middle 12-15, high 16-18.
-- A child's age is counted on the day the school year starts (1 October, Mali's rentrée): a
-- child born on 2 October 2020 is 5 on 1 October 2026, so still preschool for 2026-2027.
create function public.admission_level_ages(level text, out min_age integer, out max_age integer)
language sql
immutable
parallel safe
set search_path = ''
as $$
  select a.min_age, a.max_age
  from (values ('preschool', 3, 5), ('primary', 6, 11), ('middle', 12, 15), ('high', 16, 18))
    as a (level, min_age, max_age)
  where a.level = admission_level_ages.level
$$;

-- Full years on the first day of the school year 'YYYY-YYYY' (null when it is not one).
create function public.admission_age(birth_date date, school_year text)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when school_year ~ '^[0-9]{4}-[0-9]{4}$'
      and split_part(school_year, '-', 2)::integer = split_part(school_year, '-', 1)::integer + 1
    then extract(year from age(make_date(split_part(school_year, '-', 1)::integer, 10, 1), birth_date))::integer
  end
$$;

revoke all on function public.admission_level_ages(text) from public;
revoke all on function public.admission_age(date, text) from public;
grant execute on function public.admission_level_ages(text) to anon, authenticated, service_role;
grant execute on function public.admission_age(date, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The table
-- ---------------------------------------------------------------------------------------------

create table public.admission_requests (
  id uuid primary key default gen_random_uuid(),
  -- What the parent is shown and quotes on the phone: 'INS-' and 6 characters a person reads
  -- without ambiguity (no 0/O, 1/I/L). Random, so it says nothing about how many there are.
  reference text not null unique check (reference ~ '^INS-[2-9A-HJKMNP-Z]{6}$'),
  parent_name text not null check (char_length(parent_name) between 2 and 100),
  phone text not null check (public.is_phone_number(phone) and char_length(phone) <= 30),
  email text check (email is null or public.is_email_address(email)),
  child_name text not null check (char_length(child_name) between 2 and 100),
  child_birth_date date not null,
  level text not null check (level in ('preschool', 'primary', 'middle', 'high')),
  school_year text not null check (school_year ~ '^[0-9]{4}-[0-9]{4}$'),
  message text not null default '' check (char_length(message) <= 2000),
  -- The parent's language: staff answer in it.
  locale text not null default 'fr' check (locale in ('fr', 'ar', 'en')),
  status text not null default 'new'
    check (status in ('new', 'contacted', 'visit_planned', 'enrolled', 'declined')),
  notes text not null default '' check (char_length(notes) <= 4000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint admission_requests_age_fits_level check (
    public.admission_age(child_birth_date, school_year)
      between (public.admission_level_ages(level)).min_age
      and (public.admission_level_ages(level)).max_age
  )
);

comment on table public.admission_requests is
  'Pre-registrations sent from /inscription (submit_admission_request); staff follow them in the back office.';

create index admission_requests_created_at_idx on public.admission_requests (created_at desc, id desc);
create index admission_requests_new_idx on public.admission_requests (created_at desc)
  where status = 'new';

create function public.admission_requests_touch() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

revoke all on function public.admission_requests_touch() from public;

create trigger admission_requests_touch
  before update on public.admission_requests
  for each row execute function public.admission_requests_touch();

-- Staff only: visitors write through the function below and never read a row back. Admins read
-- every request and change its status and notes, nothing else (column privileges).
alter table public.admission_requests enable row level security;
revoke all on public.admission_requests from anon, authenticated;
grant select on public.admission_requests to authenticated;
grant update (status, notes) on public.admission_requests to authenticated;

create policy "Admins read admission requests" on public.admission_requests
  for select to authenticated
  using ((select public.is_admin()));

create policy "Admins follow admission requests" on public.admission_requests
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- The throttle: the contact form's limits, for a form a family sends once or twice a year
-- ---------------------------------------------------------------------------------------------

alter table private.write_limits
  drop constraint write_limits_action_check,
  add constraint write_limits_action_check
    check (action in ('contact_message', 'newsletter_signup', 'admission_request'));

-- Per address (the e-mail when given, else the phone number): a family with three children
-- sends three in a row; per client as the contact form.
insert into private.write_limits (action, scope, per, max_count) values
  ('admission_request', 'email', interval '1 minute', 3),
  ('admission_request', 'email', interval '1 day', 10),
  ('admission_request', 'client', interval '1 minute', 5),
  ('admission_request', 'client', interval '1 day', 50);

-- A reference no row has yet (a handful of tries at most among 887 million).
create function private.new_admission_reference() returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  candidate text;
begin
  loop
    candidate := 'INS-';
    for i in 1..6 loop
      candidate := candidate || substr(alphabet, 1 + floor(random() * length(alphabet))::integer, 1);
    end loop;
    exit when not exists (
      select 1 from public.admission_requests r where r.reference = candidate
    );
  end loop;
  return candidate;
end
$$;

revoke all on function private.new_admission_reference() from public;

-- The form's one way in: checks every field with the form's rules (the messages are the
-- browser's; these errors name the field for anyone calling the API directly), drops what the
-- honeypot caught with the answer a person gets, throttles, stores one row and returns its
-- reference. PostgREST sends a JSON array to a function as one call with no arguments matched,
-- so an array never stores more than one row.
create function public.submit_admission_request(
  parent_name text,
  phone text,
  child_name text,
  child_birth_date date,
  level text,
  school_year text,
  email text default null,
  message text default null,
  locale text default 'fr',
  website text default null
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  v_parent text := btrim(coalesce(submit_admission_request.parent_name, ''));
  v_phone text := btrim(coalesce(submit_admission_request.phone, ''));
  v_email text := nullif(btrim(coalesce(submit_admission_request.email, '')), '');
  v_child text := btrim(coalesce(submit_admission_request.child_name, ''));
  v_level text := submit_admission_request.level;
  v_year text := btrim(coalesce(submit_admission_request.school_year, ''));
  v_message text := btrim(coalesce(submit_admission_request.message, ''));
  v_locale text := coalesce(submit_admission_request.locale, 'fr');
  v_birth date := submit_admission_request.child_birth_date;
  this_year integer := extract(year from now())::integer;
  start_year integer;
  child_age integer;
  ages record;
  reference text := private.new_admission_reference();
begin
  if btrim(coalesce(submit_admission_request.website, '')) <> '' then
    return reference;
  end if;

  if char_length(v_parent) not between 2 and 100 then
    raise exception using errcode = '22023', message = 'parent_name must be 2 to 100 characters';
  end if;
  if char_length(v_phone) > 30 or not public.is_phone_number(v_phone) then
    raise exception using errcode = '22023', message = 'phone is not a phone number';
  end if;
  if v_email is not null and not public.is_email_address(v_email) then
    raise exception using errcode = '22023', message = 'email is not a valid address';
  end if;
  if char_length(v_child) not between 2 and 100 then
    raise exception using errcode = '22023', message = 'child_name must be 2 to 100 characters';
  end if;
  if char_length(v_message) > 2000 then
    raise exception using errcode = '22023', message = 'message must be at most 2000 characters';
  end if;
  if v_locale not in ('fr', 'ar', 'en') then
    v_locale := 'fr';
  end if;
  select * into ages from public.admission_level_ages(v_level);
  if v_level is null or ages.min_age is null then
    raise exception using errcode = '22023', message = 'level is not one of the school''s levels';
  end if;
  -- The year in progress or one of the next two, as the form offers them.
  child_age := public.admission_age(v_birth, v_year);
  start_year := split_part(v_year, '-', 1)::integer;
  if child_age is null or start_year not between this_year - 1 and this_year + 1 then
    raise exception using errcode = '22023', message = 'school_year is not one the school enrols for';
  end if;
  if v_birth is null or child_age not between ages.min_age and ages.max_age then
    raise exception using errcode = '22023',
      message = 'child_birth_date does not fit the level: ' || v_level || ' is for ages '
        || ages.min_age || ' to ' || ages.max_age || ' on 1 October ' || start_year;
  end if;

  perform private.throttle(
    'admission_request',
    coalesce(lower(v_email), 'phone:' || regexp_replace(v_phone, '[^0-9]', '', 'g'))
  );

  insert into public.admission_requests (
    reference, parent_name, phone, email, child_name, child_birth_date, level, school_year,
    message, locale
  ) values (
    reference, v_parent, v_phone, v_email, v_child, v_birth, v_level, v_year, v_message, v_locale
  );
  return reference;
end
$$;

revoke all on function public.submit_admission_request(text, text, text, date, text, text, text, text, text, text) from public;
grant execute on function public.submit_admission_request(text, text, text, date, text, text, text, text, text, text)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The activity log: a status change is a sentence ("Awa a passé INS-7K3M9Q à « visite prévue »")
-- ---------------------------------------------------------------------------------------------

alter table public.activity_log
  drop constraint activity_log_action_check,
  add constraint activity_log_action_check check (
    action in (
      'insert', 'update', 'delete', 'publish', 'unpublish',
      'invite', 'join', 'role_change', 'deactivate', 'reactivate', 'status_change'
    )
  );

create function public.log_admission_status() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.activity_log (actor, action, entity, entity_id, summary, details)
  values (
    auth.uid(),
    'status_change',
    'admission_requests',
    new.id::text,
    new.reference,
    jsonb_build_object(
      'reference', new.reference,
      'name', new.child_name,
      'old_status', old.status,
      'new_status', new.status
    )
  );
  return null;
end
$$;

revoke all on function public.log_admission_status() from public;

create trigger admission_requests_activity
  after update of status on public.admission_requests
  for each row
  when (old.status is distinct from new.status)
  execute function public.log_admission_status();

-- ---------------------------------------------------------------------------------------------
-- What /inscription says, edited in Settings (group "Admissions")
-- ---------------------------------------------------------------------------------------------

insert into public.site_settings (key, kind, required, value, description) values
  ('admissions_documents', 'localized_text', false,
   '{"fr": "Acte de naissance de l''enfant\nDeux photos d''identité\nCarnet de vaccination\nBulletins de l''année précédente (à partir du primaire)\nCertificat de transfert (en cours de cycle)\nPièce d''identité d''un parent", "ar": "شهادة ميلاد الطفل\nصورتان شمسيتان\nدفتر التطعيم\nكشوف درجات السنة السابقة (ابتداءً من الابتدائي)\nشهادة الانتقال (أثناء المرحلة)\nبطاقة هوية أحد الوالدين", "en": "The child''s birth certificate\nTwo passport photos\nVaccination record\nLast year''s school reports (from primary on)\nTransfer certificate (mid-cycle)\nA parent''s identity document"}',
   'Pièces à fournir pour une inscription (une par ligne)'),
  ('admissions_calendar', 'localized_text', false,
   '{"fr": "Pré-inscriptions : de mars à juillet\nVisites et entretiens : sur rendez-vous après la pré-inscription\nInscriptions définitives : de juillet à septembre\nRentrée scolaire : début octobre", "ar": "التسجيل المسبق: من مارس إلى يوليو\nالزيارات والمقابلات: بموعد بعد التسجيل المسبق\nالتسجيل النهائي: من يوليو إلى سبتمبر\nالدخول المدرسي: بداية أكتوبر", "en": "Pre-registration: March to July\nVisits and interviews: by appointment after pre-registration\nFinal enrolment: July to September\nSchool starts: early October"}',
   'Calendrier des inscriptions (une étape par ligne)')
on conflict (key) do nothing;
