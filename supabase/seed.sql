-- Demo data for local development and tests. Runs once per database (the local stack records
-- it); on a hosted project, run it only on a development project (`supabase db reset`).
-- Featured images hold object paths inside the content-images bucket; the files themselves are
-- in seed/storage/content-images/ (config.toml's objects_path), and the data-access layer turns
-- a path into the bucket's public URL for whichever Supabase the site talks to.

-- Settings: each value is JSON of its kind (migration 20251124002000_typed_settings.sql).
insert into public.site_settings (key, kind, required, value, description) values
  ('site_name', 'localized_text', true,
   '{"fr": "Complexe Scolaire Islamique", "ar": "المجمع المدرسي الإسلامي", "en": "Islamic School Complex"}',
   'Nom du site affiché dans l''en-tête et le pied de page'),
  ('site_tagline', 'localized_text', true,
   '{"fr": "Éducation, foi et excellence pour un avenir meilleur", "ar": "التربية والإيمان والتميز من أجل مستقبل أفضل", "en": "Education, faith and excellence for a better future"}',
   'Devise de l''école'),
  ('site_description', 'localized_text', true,
   '{"fr": "Un complexe scolaire privé de la maternelle au lycée, alliant un programme moderne et l''enseignement islamique, au service des familles de Bamako depuis plus de 15 ans.", "ar": "مجمع مدرسي خاص من الروضة إلى الثانوية، يجمع بين منهج حديث والتعليم الإسلامي، في خدمة أسر باماكو منذ أكثر من 15 عامًا.", "en": "A private school complex from pre-school to high school, combining a modern curriculum with Islamic teaching, serving the families of Bamako for more than 15 years."}',
   'Description courte (pied de page, moteurs de recherche)'),
  ('contact_phone', 'phone', true, '"+223 20 22 45 67"', 'Téléphone principal'),
  ('whatsapp_url', 'https_url', false, '"https://wa.me/22376224567"', 'Lien de messagerie (WhatsApp)'),
  ('contact_email', 'email', true, '"contact@ecole.example"', 'Adresse e-mail de contact'),
  ('address', 'localized_text', true,
   '{"fr": "Daoudabougou, Bamako, Mali", "ar": "داودابوغو، باماكو، مالي", "en": "Daoudabougou, Bamako, Mali"}',
   'Adresse postale'),
  ('opening_hours', 'opening_hours', true,
   '[{"days": [1, 2, 3, 4], "open": "07:30", "close": "16:30"}, {"days": [5], "open": "07:30", "close": "12:00"}, {"days": [6], "open": "08:00", "close": "12:00"}]',
   'Horaires d''ouverture'),
  ('facebook_url', 'https_url', false, '"https://www.facebook.com/ecole.example"', 'Page Facebook'),
  ('youtube_url', 'https_url', false, '"https://www.youtube.com/@ecole.example"', 'Chaîne YouTube'),
  ('instagram_url', 'https_url', false, '"https://www.instagram.com/ecole.example"', 'Compte Instagram')
on conflict (key) do nothing;

insert into public.content_management
  (title, slug, excerpt, content, type, status, category, featured_image, published_at, created_at, updated_at)
values
  ('Rentrée scolaire 2024-2025 : bienvenue à tous nos élèves', 'rentree-scolaire-2024-2025',
   'Les cours reprennent le lundi 7 octobre pour tous les niveaux, de la maternelle au lycée.',
   E'Toute l''équipe pédagogique est heureuse d''accueillir les élèves et leurs familles pour cette nouvelle année scolaire.\n\nLes inscriptions restent ouvertes au secrétariat du lundi au jeudi de 7h30 à 16h30. Les listes de fournitures sont disponibles à l''accueil et sur demande par téléphone.',
   'news', 'published', null, 'seed/rentree.png',
   '2024-10-01 08:00:00+00', '2024-10-01 08:00:00+00', '2024-10-01 08:00:00+00'),
  ('Résultats aux examens : 98 % de réussite', 'resultats-examens-98-pour-cent',
   'Nos candidats au DEF et au baccalauréat ont obtenu d''excellents résultats cette année.',
   E'Avec 98 % d''admis, nos élèves confirment la qualité de l''accompagnement proposé par l''école.\n\nFélicitations aux lauréats, à leurs enseignants et à leurs familles.',
   'news', 'published', null, 'seed/resultats.png',
   '2024-08-20 09:00:00+00', '2024-08-20 09:00:00+00', '2024-08-20 09:00:00+00'),
  ('Inauguration de la nouvelle salle informatique', 'inauguration-salle-informatique',
   'Vingt postes neufs pour initier les élèves au numérique dès le primaire.',
   E'La nouvelle salle informatique a été inaugurée en présence des parents d''élèves.\n\nElle accueillera les cours d''initiation au numérique et les ateliers de programmation du mercredi.',
   'news', 'published', null, 'seed/informatique.png',
   '2024-11-12 10:00:00+00', '2024-11-12 10:00:00+00', '2024-11-12 10:00:00+00'),
  ('مسابقة حفظ القرآن الكريم السنوية', 'musabaqat-hifz-al-quran',
   'تنظم المدرسة مسابقتها السنوية لحفظ القرآن الكريم لجميع المراحل.',
   E'يسر إدارة المدرسة أن تعلن عن تنظيم المسابقة السنوية لحفظ القرآن الكريم.\n\nتقام التصفيات في قاعة المدرسة وتوزع الجوائز في حفل ختامي بحضور أولياء الأمور.',
   'news', 'published', null, 'seed/coran.png',
   '2024-12-02 09:00:00+00', '2024-12-02 09:00:00+00', '2024-12-02 09:00:00+00'),
  ('Open day for English-speaking families', 'open-day-english-speaking-families',
   'Visit the classrooms and meet the teachers on Saturday morning.',
   E'Families are welcome to visit the school, from pre-school to high school, on Saturday from 8:00 to 12:00.\n\nOur staff will present the curriculum, the Arabic and Islamic studies programme and the enrolment steps.',
   'news', 'published', null, 'seed/portes-ouvertes.png',
   '2025-01-15 08:30:00+00', '2025-01-15 08:30:00+00', '2025-01-15 08:30:00+00'),
  ('Sortie pédagogique au Musée national du Mali', 'sortie-musee-national',
   'Les élèves de CM2 découvrent le patrimoine malien.',
   E'Les classes de CM2 ont visité le Musée national du Mali.\n\nUne journée riche en découvertes sur l''histoire et les arts du pays.',
   'news', 'published', null, null,
   '2025-02-03 09:00:00+00', '2025-02-03 09:00:00+00', '2025-02-03 09:00:00+00'),
  ('Réunion parents-professeurs du deuxième trimestre', 'reunion-parents-professeurs-t2',
   'Brouillon : date et horaires à confirmer.',
   E'La réunion parents-professeurs du deuxième trimestre se tiendra dans les salles de classe.\n\nDate à confirmer par la direction.',
   'news', 'draft', null, null,
   null, '2025-02-10 09:00:00+00', '2025-02-10 09:00:00+00'),
  ('Fête de fin d''année : le programme', 'fete-de-fin-d-annee-programme',
   'Programmée : spectacle des élèves et remise des prix.',
   E'La fête de fin d''année réunira élèves, parents et enseignants autour d''un spectacle et de la remise des prix.\n\nCette annonce est programmée et sera publiée automatiquement.',
   'news', 'published', null, null,
   now() + interval '60 days', '2025-02-11 09:00:00+00', '2025-02-11 09:00:00+00');

insert into public.content_management
  (title, slug, excerpt, content, type, status, category, featured_image, published_at, created_at, updated_at)
values
  ('Apprendre à lire en trois langues', 'apprendre-a-lire-en-trois-langues',
   'Comment nous accompagnons les enfants entre le français, l''arabe et le bambara.',
   E'Dès la maternelle, les enfants découvrent l''écrit en français et en arabe.\n\nNos enseignants s''appuient sur la langue parlée à la maison pour construire des bases solides.',
   'blog', 'published', 'education', 'seed/lecture.png',
   '2024-09-15 08:00:00+00', '2024-09-15 08:00:00+00', '2024-09-15 08:00:00+00'),
  ('La pédagogie active au primaire', 'la-pedagogie-active-au-primaire',
   'Projets, travail en groupe et manipulation : apprendre en faisant.',
   E'La pédagogie active place l''élève au centre des apprentissages.\n\nEn mathématiques comme en sciences, les élèves manipulent, expérimentent et expliquent leur raisonnement.',
   'blog', 'published', 'pedagogy', 'seed/pedagogie.png',
   '2024-10-20 08:00:00+00', '2024-10-20 08:00:00+00', '2024-10-20 08:00:00+00'),
  ('Le numérique au service des apprentissages', 'le-numerique-au-service-des-apprentissages',
   'Tablettes, exercices en ligne et programmation : nos choix et nos limites.',
   E'Le numérique est un outil, pas une fin en soi.\n\nNous l''utilisons pour différencier les exercices et initier les élèves à la programmation, avec des temps d''écran mesurés.',
   'blog', 'published', 'innovation', 'seed/numerique.png',
   '2024-11-25 08:00:00+00', '2024-11-25 08:00:00+00', '2024-11-25 08:00:00+00'),
  ('التربية الإسلامية وبناء الشخصية', 'al-tarbiya-al-islamiya',
   'كيف تسهم التربية الإسلامية في بناء شخصية متوازنة.',
   E'تهدف التربية الإسلامية في مدرستنا إلى غرس القيم والأخلاق الحميدة.\n\nنعمل على تحقيق التوازن بين العلوم الحديثة والتعليم الديني.',
   'blog', 'published', 'spirituality', null,
   '2024-12-18 08:00:00+00', '2024-12-18 08:00:00+00', '2024-12-18 08:00:00+00'),
  ('Building a school community in Daoudabougou', 'building-a-school-community',
   'Parents, teachers and pupils working together for the neighbourhood.',
   E'A school is more than its classrooms.\n\nOur parents'' association, clean-up days and solidarity projects bring families together around shared values.',
   'blog', 'published', 'community', 'seed/communaute.png',
   '2025-01-22 08:00:00+00', '2025-01-22 08:00:00+00', '2025-01-22 08:00:00+00'),
  ('Respect et tolérance : nos valeurs au quotidien', 'respect-et-tolerance',
   'Des valeurs vécues dans la cour comme en classe.',
   E'Le respect et la tolérance se vivent chaque jour.\n\nLes élèves apprennent à écouter, à débattre et à résoudre les conflits par le dialogue.',
   'blog', 'published', 'education', null,
   '2025-02-05 08:00:00+00', '2025-02-05 08:00:00+00', '2025-02-05 08:00:00+00'),
  ('Évaluer sans décourager', 'evaluer-sans-decourager',
   'Brouillon : réflexion sur l''évaluation bienveillante.',
   E'Comment évaluer les progrès des élèves sans les décourager ?\n\nArticle en cours de rédaction.',
   'blog', 'draft', 'pedagogy', null,
   null, '2025-02-12 08:00:00+00', '2025-02-12 08:00:00+00');

-- The demo administrator, for local use only (the README gives the credentials).
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
) values (
  '00000000-0000-0000-0000-000000000000',
  'a0000000-0000-4000-8000-000000000001',
  'authenticated', 'authenticated', 'admin@ecole.example',
  '$2a$10$lCTGkuUwFnARp4JV9LcPVeRHmMreDdOV1Z3iA/DmBAoUH3vLMfaCG',
  '2024-09-01 08:00:00+00',
  '{"provider": "email", "providers": ["email"]}',
  '{"first_name": "Admin", "last_name": "Démo", "email_verified": true}',
  '2024-09-01 08:00:00+00', '2024-09-01 08:00:00+00',
  '', '', '', ''
) on conflict (id) do nothing;

insert into auth.identities (
  provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at
) values (
  'a0000000-0000-4000-8000-000000000001',
  'a0000000-0000-4000-8000-000000000001',
  '{"sub": "a0000000-0000-4000-8000-000000000001", "email": "admin@ecole.example", "email_verified": true, "phone_verified": false}',
  'email', '2024-09-01 08:00:00+00', '2024-09-01 08:00:00+00', '2024-09-01 08:00:00+00'
) on conflict (provider_id, provider) do nothing;

update public.profiles set role = 'super_admin', created_at = '2024-09-01 08:00:00+00'
where id = 'a0000000-0000-4000-8000-000000000001';
