import { parseRuntimeConfig, setRuntimeConfig, followAddress } from '@school/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { renderShell } from '../../testing/render-shell';

function FakeArea({ id }: { id: string }) {
  return <div data-testid="area">{id}</div>;
}

const settings = [
  { key: 'site_name', value: { fr: 'École Test', ar: 'مدرسة الاختبار', en: 'Test School' } },
  { key: 'site_tagline', value: { fr: 'Apprendre', ar: 'التعلم', en: 'Learning' } },
  { key: 'site_description', value: { fr: 'Une école.', en: 'A school.' } },
  { key: 'contact_phone', value: '+223 11 22 33 44' },
  { key: 'contact_email', value: 'ecrire@ecole.test' },
  {
    key: 'address',
    value: { fr: 'Rue 1, Bamako', ar: 'الشارع 1، باماكو', en: '1st Street, Bamako' },
  },
  { key: 'whatsapp_url', value: 'https://wa.me/22311223344' },
  {
    key: 'opening_hours',
    value: [
      { days: [6], open: '09:00', close: '11:30' },
      { days: [1, 2, 3, 4, 5], open: '07:00', close: '15:00' },
    ],
  },
  { key: 'facebook_url', value: 'https://www.facebook.com/ecole.test' },
  { key: 'instagram_url', value: '' },
  { key: 'youtube_url', value: 'http://www.youtube.com/ecole' },
];

/** A header menu, a `<details>`, once the shell has drawn it. */
function findMenu(container: HTMLElement, selector: string) {
  return waitFor(() => {
    const found = container.querySelector(selector);
    if (!(found instanceof HTMLDetailsElement)) throw new Error(`no ${selector} yet`);
    return found;
  });
}

describe('header and footer', () => {
  beforeEach(() => {
    setRuntimeConfig(parseRuntimeConfig({ remotes: {} }));
    followAddress('/');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('show the school name and contact details from site_settings', async () => {
    await renderShell('/', { Area: FakeArea, settings });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: /École Test/ })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('link', { name: '+223 11 22 33 44' })[0]).toHaveAttribute(
      'href',
      'tel:+22311223344',
    );
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'ecrire@ecole.test' })).toHaveAttribute(
      'href',
      'mailto:ecrire@ecole.test',
    );
    expect(within(footer).getByText('Rue 1, Bamako')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Écrire sur WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/22311223344',
    );
  });

  it.each([
    [
      '/',
      {
        name: 'École Test',
        tagline: 'Apprendre',
        description: 'Une école.',
        address: 'Rue 1, Bamako',
        hours: ['Lundi – vendredi : 7:00 – 15:00', 'Samedi : 9:00 – 11:30'],
        bar: 'Lun. – ven. : 7:00 – 15:00',
        follow: 'Nous suivre sur Facebook',
      },
    ],
    [
      '/ar',
      {
        name: 'مدرسة الاختبار',
        tagline: 'التعلم',
        description: 'Une école.',
        address: 'الشارع 1، باماكو',
        hours: ['الاثنين – الجمعة: 07:00 – 15:00', 'السبت: 09:00 – 11:30'],
        bar: 'الاثنين – الجمعة: 07:00 – 15:00',
        follow: 'تابعونا على Facebook',
      },
    ],
    [
      '/en',
      {
        name: 'Test School',
        tagline: 'Learning',
        description: 'A school.',
        address: '1st Street, Bamako',
        hours: ['Monday – Friday: 07:00 – 15:00', 'Saturday: 09:00 – 11:30'],
        bar: 'Mon – Fri: 07:00 – 15:00',
        follow: 'Follow us on Facebook',
      },
    ],
  ] as const)('on %s show every setting in the page’s language', async (path, expected) => {
    await renderShell(path, { Area: FakeArea, settings });
    const banner = await screen.findByRole('banner');
    const footer = await screen.findByRole('contentinfo');
    expect(within(banner).getByRole('link', { name: new RegExp(expected.name) })).toBeVisible();
    expect(screen.getByTestId('contact-bar-hours')).toHaveTextContent(expected.bar);
    expect(within(footer).getByRole('heading', { name: expected.name })).toBeInTheDocument();
    expect(within(footer).getByText(expected.tagline)).toBeInTheDocument();
    expect(within(footer).getByText(expected.description)).toBeInTheDocument();
    expect(within(footer).getByText(expected.address)).toBeInTheDocument();
    expect(
      within(within(footer).getByTestId('opening-hours'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(expected.hours);
    // Only the https links that pass the settings' rule: YouTube's http address shows no icon.
    const socialLinks = within(footer)
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('data-network'));
    expect(socialLinks.map((link) => link.getAttribute('aria-label'))).toEqual([expected.follow]);
    expect(socialLinks[0]).toHaveAttribute('href', 'https://www.facebook.com/ecole.test');
    expect(socialLinks[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('mark a text shown in French on an Arabic page as French', async () => {
    await renderShell('/ar', { Area: FakeArea, settings });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('Une école.')).toHaveAttribute('lang', 'fr');
    expect(within(footer).getByText('التعلم')).not.toHaveAttribute('lang');
  });

  // The footer once linked whatever `whatsapp_url` held.
  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    '/\\evil.example',
    'https:evil.example',
  ])('never link a whatsapp_url of %j, nor an unsafe e-mail or phone', async (hostile) => {
    await renderShell('/', {
      Area: FakeArea,
      settings: [
        { key: 'whatsapp_url', value: hostile },
        { key: 'contact_email', value: 'victim@x.yz?cc=attacker@evil.example' },
        { key: 'contact_phone', value: 'javascript:alert(1)' },
      ],
    });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: 'Écrire sur WhatsApp' })).toBeNull();
    expect(within(footer).getByText('victim@x.yz?cc=attacker@evil.example')).toBeInTheDocument();
    for (const link of document.querySelectorAll('a[href]')) {
      const href = link.getAttribute('href')!;
      expect(href).not.toMatch(/^(javascript|data|mailto):|^\/\/|\\/i);
      expect(new URL(href, window.location.href).protocol).toMatch(/^https?:$/);
    }
  });

  // On `/ar//evil.example/x` the switcher's "Français" once was `//evil.example/x`.
  it.each([
    '/ar//evil.example/x',
    '/en//evil.example',
    '/ar/%2F%2Fevil.example',
    '///evil.example',
  ])('the language switcher and hreflang links stay on the site on %s', async (path) => {
    await renderShell(path, { Area: FakeArea });
    await screen.findByRole('banner');
    // The switcher's links (the pages' hreflang <link>s are PageHead's: checked on the same
    // addresses in @school/shared's seo/page-head.test.tsx).
    const hrefs = Array.from(document.querySelectorAll('a[hreflang]')).map(
      (link) => link.getAttribute('href') ?? '',
    );
    expect(hrefs.length).toBeGreaterThanOrEqual(3);
    for (const href of hrefs) {
      expect(new URL(href, window.location.href).origin).toBe(window.location.origin);
      expect(new URL(href, window.location.href).pathname).not.toMatch(/^\/\//);
    }
  });

  it('keep usable fallbacks while the settings cannot be read', async () => {
    await renderShell('/', { Area: FakeArea });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'contact@ecole.example' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: /Complexe Scolaire/ }),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'fr',
      '/',
      ['Lundi – jeudi : 7:30 – 16:30', 'Vendredi : 7:30 – 12:00', 'Samedi : 8:00 – 12:00'],
    ],
    [
      'en',
      '/en',
      ['Monday – Thursday: 07:30 – 16:30', 'Friday: 07:30 – 12:00', 'Saturday: 08:00 – 12:00'],
    ],
  ] as const)(
    'list the spec’s opening hours in %s while the settings cannot be read',
    async (_, path, lines) => {
      await renderShell(path, { Area: FakeArea });
      const list = await screen.findByTestId('opening-hours');
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(lines);
    },
  );

  it('the phone menu is a <details> React never opens or closes itself, closed by the page’s menus controller on Escape, a press outside and a followed link', async () => {
    const { user, container } = await renderShell('/', { Area: FakeArea });
    const menu = await findMenu(container, 'header details[data-menu]:not(nav details)');
    const summary = menu.querySelector('summary') as HTMLElement;
    // Its name is the face its state shows (the other is out of the accessibility tree).
    expect(summary).toHaveAccessibleName('Ouvrir le menu');
    // React never sets the state: the browser's is the truth before and after hydration.
    expect(menu).not.toHaveAttribute('open');
    await user.click(summary);
    expect(menu.open).toBe(true);
    expect(summary).toHaveAccessibleName('Fermer le menu');
    await user.keyboard('{Escape}');
    expect(menu.open).toBe(false);
    expect(summary).toHaveFocus();

    await user.click(summary);
    // A press outside the menu: the pointer goes down on the page and stays there.
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByTestId('area') });
    expect(menu.open).toBe(false);
    await user.pointer({ keys: '[/MouseLeft]' });

    await user.click(summary);
    const panel = within(menu).getByRole('navigation', { hidden: true });
    await user.click(within(panel).getByRole('link', { name: 'Actualités', hidden: true }));
    await waitFor(() => expect(menu.open).toBe(false));
  });

  it('closes an open menu after a navigation the router made (Back)', async () => {
    const { user, container } = await renderShell('/', { Area: FakeArea });
    const about = await findMenu(container, 'header nav details[data-menu]');
    const mission = within(about).getByRole('link', { name: 'Notre mission', hidden: true });
    await user.click(mission);
    await waitFor(() => expect(mission).toHaveAttribute('aria-current', 'page'));
    about.open = true;
    window.history.back();
    await waitFor(() => expect(mission).not.toHaveAttribute('aria-current'));
    expect(about.open).toBe(false);
  });

  it('the theme toggle is answered once per tap, by the page’s theme controller, and names the other theme', async () => {
    const { user } = await renderShell('/', { Area: FakeArea });
    const html = document.documentElement;
    expect(html).toHaveAttribute('data-theme', 'light');
    const toggle = await screen.findByRole('button', { name: 'Passer au thème sombre' });
    await user.click(toggle);
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(JSON.parse(localStorage.getItem('ecole.theme') ?? 'null')).toEqual({
      state: { preference: 'dark' },
      version: 0,
    });
    expect(toggle).toHaveAccessibleName('Passer au thème clair');
    await user.keyboard('{Enter}');
    expect(html).toHaveAttribute('data-theme', 'light');
    expect(toggle).toHaveAccessibleName('Passer au thème sombre');
  });
});
