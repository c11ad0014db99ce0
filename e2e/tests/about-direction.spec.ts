import { expect, test } from '../support/test';
import { checkPageEverywhere, type Locale } from '../support/site';

const about: Record<Locale, { title: RegExp; h1: string; values: string[]; history: RegExp }> = {
  fr: {
    title: /^À propos \|/,
    h1: 'À propos de nous',
    values: [
      'Foi et spiritualité',
      'Excellence académique',
      'Respect et tolérance',
      'Intégrité et honnêteté',
    ],
    history: /Plus de 15 ans/,
  },
  en: {
    title: /^About \|/,
    h1: 'About us',
    values: [
      'Faith and spirituality',
      'Academic excellence',
      'Respect and tolerance',
      'Integrity and honesty',
    ],
    history: /More than 15 years/,
  },
  ar: {
    title: /^من نحن \|/,
    h1: 'من نحن',
    values: ['الإيمان والروحانية', 'التميز الدراسي', 'الاحترام والتسامح', 'النزاهة والأمانة'],
    history: /أكثر من 15 عامًا/,
  },
};

const direction: Record<Locale, { title: RegExp; h1: string; word: string; team: string }> = {
  fr: {
    title: /^Direction \|/,
    h1: 'Notre direction',
    word: 'Le mot du promoteur',
    team: "L'équipe de direction",
  },
  en: {
    title: /^Leadership \|/,
    h1: 'Our leadership',
    word: 'A word from the promoter',
    team: 'The leadership team',
  },
  ar: { title: /^الإدارة \|/, h1: 'إدارتنا', word: 'كلمة المؤسس', team: 'فريق الإدارة' },
};

test(`about: mission, vision, values and timeline, in every language, on a phone and a desktop`, async ({
  page,
}) => {
  await checkPageEverywhere(page, '/about', about, async (locale, t) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.h1);
    await expect(page.locator('[data-section="mission-vision"] h2')).toHaveCount(2);
    await expect(page.locator('[data-section="values"] li h3')).toHaveText(t.values);
    const milestones = page.getByRole('region', { name: t.history }).getByRole('listitem');
    await expect(milestones).toHaveCount(4);
    // The years as this browser writes them in the page's language.
    const years = await page.evaluate(
      (l) =>
        [2009, 2015, 2020, 2024].map((year) =>
          new Intl.NumberFormat(l, { useGrouping: false }).format(year),
        ),
      locale,
    );
    for (const [index, year] of years.entries())
      await expect(milestones.nth(index)).toContainText(year);
    await expect(page.locator('[data-section="figures"]')).toContainText('+');
  });
});

test(`direction: promoter's word and nine staff cards, in every language, on a phone and a desktop`, async ({
  page,
}) => {
  await checkPageEverywhere(page, '/direction', direction, async (locale, t) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.h1);
    await expect(page.getByRole('region', { name: t.word }).locator('blockquote p')).toHaveCount(4);
    const cards = page.getByRole('region', { name: t.team }).getByRole('listitem');
    await expect(cards).toHaveCount(9);
    await expect(cards.first()).toContainText('MD');
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading')).toHaveText(/\S/);
      await expect(card.locator('p')).toHaveText(/.{20,}/);
    }
  });
});

test('the accessibility statement: linked from every footer, read in every language, its report link fills the contact form’s subject', async ({
  page,
}) => {
  const statement: Record<Locale, { h1: string; link: string; subject: string }> = {
    fr: { h1: 'Accessibilité', link: 'Écrire au secrétariat', subject: 'Accessibilité du site' },
    ar: { h1: 'إمكانية الوصول', link: 'الكتابة إلى الأمانة', subject: 'إمكانية الوصول إلى الموقع' },
    en: { h1: 'Accessibility', link: 'Write to the office', subject: 'Accessibility of the site' },
  };
  for (const [locale, words] of Object.entries(statement) as [Locale, (typeof statement)['fr']][]) {
    const home = locale === 'fr' ? '/' : `/${locale}`;
    await page.goto(home);
    await page.locator('footer').getByRole('link', { name: words.h1, exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`${locale === 'fr' ? '' : `/${locale}`}/accessibility$`),
    );
    await expect(page.locator('main h1')).toHaveText(words.h1);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByText(/WCAG 2\.2/).first()).toBeVisible();
    await page.getByRole('link', { name: words.link }).click();
    await expect(page).toHaveURL(/\/contact\?subject=/);
    await expect(page.locator('input[name="subject"]')).toHaveValue(words.subject);
  }
});
