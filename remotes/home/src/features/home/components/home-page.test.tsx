import { newsFallbackUrl } from '@school/design-system';
import { setSupabaseForTests } from '@school/shared';
import { argOf, contentItem, fakeSupabase, render, type QueryResult } from '@school/shared/testing';
import { act, screen, within } from '@testing-library/react';
import HomePage from './home-page';

// The sections below the hero come through lazy() (later-sections.ts): transforming that module
// graph on first use can outlast a findBy's wait on a loaded machine, so it is loaded once here.
beforeAll(async () => {
  await import('./later-sections');
});

/** The newest published news, as the database answers the home page's read. */
const news = [
  // Drafted in July, published (scheduled) in October: the card shows the publication date.
  contentItem({
    id: '1',
    slug: 'rentree',
    title: 'Rentrée 2024',
    excerpt: 'Les cours reprennent.',
    created_at: '2024-07-20T08:00:00Z',
    published_at: '2024-10-01T08:00:00Z',
  }),
  contentItem({
    id: '2',
    slug: 'prix',
    title: 'Remise des prix',
    excerpt: null,
    created_at: '2024-07-01T08:00:00Z',
    published_at: '2024-07-01T08:00:00Z',
    featured_image: 'https://img.example/prix.jpg',
  }),
];

let backend: ReturnType<typeof fakeSupabase>;
/** The backend the page reads from: `answer` for the news, nothing else. */
function serve(answer: QueryResult) {
  backend = fakeSupabase((call) => (call.table === 'content_management' ? answer : { data: [] }));
  setSupabaseForTests(backend.client);
}

beforeEach(() => serve({ data: news }));
afterEach(() => setSupabaseForTests(null));

describe('HomePage', () => {
  it('shows the hero with three slides, the first one as the page heading', async () => {
    await render(<HomePage />);
    const hero = await screen.findByRole('region', { name: "Présentation de l'école" });
    expect(within(hero).getAllByRole('group', { hidden: true })).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Bienvenue au Complexe Scolaire',
    );
    const firstImage = hero.querySelector('img');
    expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    expect(firstImage).toHaveAttribute('loading', 'eager');
    expect(firstImage?.getAttribute('srcset')).toMatch(/480w.*960w.*1600w/);
    expect(within(hero).getAllByRole('link', { name: "Découvrir l'école" })[0]).toHaveAttribute(
      'href',
      '/about',
    );
    expect(within(hero).getAllByRole('link', { name: 'Contactez-nous' })[0]).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('advances every 5 seconds, wraps around, and the arrows move it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = await render(<HomePage />);
      const carousel = await screen.findByRole('region', { name: "Présentation de l'école" });
      const current = () =>
        screen.getByRole('button', { name: /sur 3/, current: true }).getAttribute('aria-label');
      await user.click(screen.getByRole('button', { name: 'Diapositive suivante' }));
      expect(current()).toBe('Diapositive 2 sur 3');
      await user.click(screen.getByRole('button', { name: 'Diapositive précédente' }));
      expect(current()).toBe('Diapositive 1 sur 3');
      // The visitor clicks away: the carousel, paused under the pointer and with focus inside,
      // restarts its timer now, a known moment.
      await user.click(document.body);
      expect(carousel.contains(document.activeElement)).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(4900));
      expect(current()).toBe('Diapositive 1 sur 3');
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(current()).toBe('Diapositive 2 sur 3');
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(current()).toBe('Diapositive 3 sur 3');
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(current()).toBe('Diapositive 1 sur 3');
      await user.click(screen.getByRole('button', { name: 'Diapositive précédente' }));
      expect(current()).toBe('Diapositive 3 sur 3');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the statistics strip with the seed figures, localized', async () => {
    await render(<HomePage />);
    const stats = await screen.findByRole('region', { name: 'Notre Impact en Chiffres' });
    const text = stats.textContent?.replace(/\s/g, ' ');
    for (const value of ['500+', '25+', '15+', '98 %']) expect(text).toContain(value);
  });

  it('lists four reasons, four levels with their ages and three five-star testimonials', async () => {
    await render(<HomePage />);
    const why = await screen.findByRole('region', { name: 'Ce qui fait la différence' });
    expect(within(why).getAllByRole('listitem')).toHaveLength(4);
    const levels = screen.getByRole('region', { name: 'De la maternelle au lycée' });
    expect(within(levels).getAllByRole('listitem')).toHaveLength(4);
    for (const ages of ['3-5 ans', '6-11 ans', '12-15 ans', '16-18 ans'])
      expect(levels).toHaveTextContent(ages);
    const links = within(levels).getAllByRole('link');
    // Each goes to its level's section of the admissions page.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/inscription#maternelle',
      '/inscription#primaire',
      '/inscription#college',
      '/inscription#lycee',
    ]);
    // Each link says which level it is about (Lighthouse's SEO audit fails on four "En savoir
    // plus"; a screen reader's list of links could not tell them apart either).
    expect(links.map((link) => link.textContent)).toEqual([
      'En savoir plus sur la maternelle',
      'En savoir plus sur le primaire',
      'En savoir plus sur le collège',
      'En savoir plus sur le lycée',
    ]);
    const testimonials = screen.getByRole('region', { name: 'Ce que disent les familles' });
    expect(within(testimonials).getAllByRole('img', { name: '5 étoiles sur 5' })).toHaveLength(3);
    const welcome = screen.getByRole('region', { name: /le savoir et la foi/ });
    expect(within(welcome).getByRole('link')).toHaveAttribute('href', '/about');
  });

  it('shows the promoter with photo, name and position', async () => {
    await render(<HomePage />);
    const promoter = await screen.findByRole('region', { name: /engagement au service/ });
    const photo = within(promoter).getByRole('img', { name: /Portrait illustré du promoteur/ });
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '640');
    expect(promoter).toHaveTextContent('El Hadj Oumar Touré');
    expect(promoter).toHaveTextContent('Fondateur et promoteur');
  });

  it('shows the latest news with a fallback image, article links and the all-news button', async () => {
    await render(<HomePage />);
    const section = await screen.findByRole('region', { name: 'Dernières actualités' });
    expect(await within(section).findAllByRole('listitem')).toHaveLength(2);
    // The three newest published news items.
    const read = backend.log.find((call) => call.table === 'content_management');
    expect(argOf(read, 'limit')).toBe(3);
    expect(read?.calls).toContainEqual(['eq', ['status', 'published']]);
    const dates = section.querySelectorAll('time');
    expect(dates[0]).toHaveAttribute('dateTime', '2024-10-01T08:00:00Z');
    expect(dates[0]).toHaveTextContent('1 octobre 2024');
    const readMore = within(section).getByRole('link', { name: 'Lire la suite : Rentrée 2024' });
    expect(readMore).toHaveAttribute('href', '/news/rentree');
    // The title is in the link's text as well (what a search engine reads), hidden from sight.
    expect(readMore).toHaveTextContent('Lire la suite Rentrée 2024');
    const images = section.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('src', newsFallbackUrl);
    expect(images[1]).toHaveAttribute('src', 'https://img.example/prix.jpg');
    expect(within(section).getByRole('link', { name: 'Toutes les actualités' })).toHaveAttribute(
      'href',
      '/news',
    );
  });

  it('logs a failed news fetch and shows the empty state', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ error: { message: 'offline' } });
    await render(<HomePage />);
    expect(await screen.findByText('Aucune actualité pour le moment.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      'Latest news could not be loaded:',
      expect.objectContaining({ message: 'offline' }),
    );
    log.mockRestore();
  });

  it('renders in Arabic with Arabic addresses and a localized title', async () => {
    await render(<HomePage />, { locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 3000 })).toHaveTextContent(
      'مرحبًا بكم في المجمع المدرسي',
    );
    expect(screen.getAllByRole('link', { name: 'اكتشف المدرسة' })[0]).toHaveAttribute(
      'href',
      '/ar/about',
    );
    expect(document.title).toBe('الرئيسية | المجمع المدرسي الإسلامي في باماكو');
  });

  it('draws the sections below the hero in Arabic from their own catalog, nothing missing', async () => {
    const errors = vi.spyOn(console, 'error');
    await render(<HomePage />, { locale: 'ar' });
    // Their words come with their chunk (i18n/sections/ar.json): in Arabic as soon as they show.
    const stats = await screen.findByRole('region', { name: 'أثرنا بالأرقام' }, { timeout: 3000 });
    expect(stats).toBeInTheDocument();
    const levels = screen.getByRole('region', { name: 'من الروضة إلى الثانوية' });
    expect(within(levels).getAllByRole('link')[0]).toHaveTextContent('اعرف المزيد عن الروضة');
    expect(within(levels).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/ar/inscription#maternelle',
    );
    expect(screen.getByRole('region', { name: 'ماذا تقول الأسر' })).toBeInTheDocument();
    // A message missing from the catalogs would be reported here (react-intl's onError).
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('shows the next three events with their .ics files, the French marked in English', async () => {
    const event = {
      id: 7,
      title_fr: 'Réunion des parents',
      title_ar: null,
      title_en: null,
      description_fr: null,
      description_ar: null,
      description_en: null,
      place_fr: 'Grande salle',
      place_ar: null,
      place_en: null,
      starts_at: '2099-03-11T09:00:00+00:00',
      ends_at: '2099-03-11T11:00:00+00:00',
      all_day: false,
      levels: ['primary'],
      updated_at: '2099-01-01T00:00:00+00:00',
    };
    backend = fakeSupabase((call) =>
      call.table === 'events'
        ? { data: [event] }
        : { data: call.table === 'content_management' ? news : [] },
    );
    setSupabaseForTests(backend.client);
    await render(<HomePage />, { locale: 'en' });
    const section = await screen.findByRole('region', { name: 'Coming up' });
    const heading = await within(section).findByRole('heading', { name: 'Réunion des parents' });
    expect(heading).toHaveAttribute('lang', 'fr');
    expect(
      within(section).getByRole('link', { name: 'Add to my calendar: Réunion des parents' }),
    ).toHaveAttribute('href', '/en/calendar/event-7.ics');
    expect(within(section).getByRole('link', { name: 'The whole calendar' })).toHaveAttribute(
      'href',
      '/en/calendar',
    );
    const read = backend.log.find((call) => call.table === 'events');
    expect(read?.calls).toContainEqual(['limit', [3]]);
  });
});
