import { extractMessages } from '@school/build-config/i18n';
import ar from './ar.json';
import en from './en.json';
import sectionsAr from './sections/ar.json';
import sectionsEn from './sections/en.json';

// That every message is translated, once, with the French's structure, is build-config's catalog
// check (all parts of a catalog together). This file holds the split of home's: what the page's
// first load downloads in Arabic or English is the words of its head and hero, and the sections
// below the hero (section-messages.ts, imported only by their lazy chunk) bring their own.
const ids = (messages: object) => Object.keys(messages).sort();
const declared = ids(extractMessages('remotes/home'));
const ofSections = ids(extractMessages('remotes/home', ['src/features/home/section-messages.ts']));

describe('home catalogs', () => {
  it('hold in the sections’ part exactly the messages of section-messages.ts', () => {
    expect(ofSections.length).toBeGreaterThan(50);
    expect(ids(sectionsAr)).toEqual(ofSections);
    expect(ids(sectionsEn)).toEqual(ofSections);
  });

  it('hold in the first load’s catalog the other messages only: the head’s and the hero’s', () => {
    const firstLoad = declared.filter((id) => !ofSections.includes(id));
    expect(firstLoad).toContain('home.meta.title');
    expect(firstLoad).toContain('home.hero.slide1.title');
    expect(firstLoad.every((id) => /^home\.(meta|hero)\./.test(id))).toBe(true);
    expect(ids(ar)).toEqual(firstLoad);
    expect(ids(en)).toEqual(firstLoad);
  });
});
