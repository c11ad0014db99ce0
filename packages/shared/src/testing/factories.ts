import type { ContentItem } from '../data/content/types';
import type { Tables } from '../supabase/database.types';

// One factory per entity, each a row as the database returns it: a test names only the fields
// its assertions are about.

/** A published news item. */
export function contentItem(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    id: overrides.slug ?? 'id-1',
    author_id: null,
    title: 'Titre',
    slug: 'titre',
    excerpt: 'Un résumé.',
    content: 'Le corps.',
    type: 'news',
    status: 'published',
    category: null,
    featured_image: null,
    image_alt: null,
    title_ar: null,
    title_en: null,
    excerpt_ar: null,
    excerpt_en: null,
    content_ar: null,
    content_en: null,
    slug_ar: null,
    slug_en: null,
    image_alt_ar: null,
    image_alt_en: null,
    path_slug_ar: overrides.slug_ar ?? overrides.slug ?? 'titre',
    path_slug_en: overrides.slug_en ?? overrides.slug ?? 'titre',
    published_at: '2024-10-07T08:00:00Z',
    created_at: '2024-10-07T08:00:00Z',
    updated_at: '2024-10-07T08:00:00Z',
    ...overrides,
  };
}

/** One site setting (`key`, `value`), a plain text one unless told. */
export function setting(
  key: string,
  value: Tables<'site_settings'>['value'],
  overrides: Partial<Tables<'site_settings'>> = {},
): Tables<'site_settings'> {
  return {
    id: key,
    key,
    value,
    kind: 'text',
    required: false,
    description: null,
    updated_at: '',
    ...overrides,
  };
}

/** A contact message, not handled yet. */
export function contactMessage(
  overrides: Partial<Tables<'contact_messages'>> = {},
): Tables<'contact_messages'> {
  return {
    id: 'm1',
    name: 'Awa Diarra',
    email: 'awa@example.com',
    phone: '+223 70 11 22 33',
    subject: 'Inscription',
    message: 'Bonjour.',
    handled_at: null,
    created_at: '2025-01-06T09:00:00Z',
    ...overrides,
  };
}

/** A pre-registration request. */
export function admissionRequest(
  overrides: Partial<Tables<'admission_requests'>> = {},
): Tables<'admission_requests'> {
  return {
    id: 'a1',
    reference: 'PRE-2025-0001',
    parent_name: 'Moussa Traoré',
    phone: '+223 70 11 22 33',
    email: null,
    child_name: 'Fanta Traoré',
    child_birth_date: '2015-03-01',
    level: '6e',
    school_year: '2025-2026',
    status: 'new',
    locale: 'fr',
    message: '',
    notes: '',
    created_at: '2025-01-06T09:00:00Z',
    updated_at: '2025-01-06T09:00:00Z',
    ...overrides,
  };
}

/** A staff profile (an admin unless told). */
export function profile(overrides: Partial<Tables<'profiles'>> = {}): Tables<'profiles'> {
  return {
    id: 'u1',
    email: 'admin@ecole.example',
    first_name: 'Awa',
    last_name: 'Traoré',
    role: 'admin',
    deactivated_at: null,
    invitation_sent_at: null,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}
