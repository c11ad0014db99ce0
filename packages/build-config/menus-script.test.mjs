import { JSDOM } from 'jsdom';
import { MENU, MENU_HOVER, MENU_KEYS, MENUS_GLOBAL } from '@school/platform/menus';
import { describe, expect, it } from 'vitest';
import { menusScript } from './menus-script.mjs';

/**
 * A header in a fresh jsdom window whose head ran the menus' script as index.html does: the About
 * menu (hover and arrow keys) and the phone menu, as the shell draws them, and a page below.
 */
function pageWithMenus({ twice = false } = {}) {
  const dom = new JSDOM(
    `<!doctype html><html><head></head><body><div id="root"><header>
      <a href="/" id="brand">École</a>
      <details id="about" ${MENU} ${MENU_HOVER} ${MENU_KEYS}>
        <summary>À propos</summary>
        <ul><li><a href="/about">Notre mission</a></li><li><a href="/direction">Le fondateur</a></li><li><a href="/documents">Documents</a></li></ul>
      </details>
      <details id="phone" ${MENU}="header">
        <summary>Ouvrir le menu</summary>
        <nav><a href="/news" id="news">Actualités</a><a href="#contact-form" id="here">Ici</a></nav>
      </details>
      <details id="other"><summary>Pas un menu</summary><p>Texte</p></details>
    </header><main><p id="text" tabindex="-1">Bienvenue</p><button id="button">Envoyer</button></main></div></body></html>`,
    { url: 'https://school.test/', runScripts: 'outside-only', pretendToBeVisual: true },
  );
  const { window } = dom;
  window.eval(menusScript);
  if (twice) window.eval(menusScript);
  const document = window.document;
  const byId = (/** @type {string} */ id) =>
    /** @type {HTMLElement} */ (document.getElementById(id));
  const about = /** @type {HTMLDetailsElement} */ (byId('about'));
  const phone = /** @type {HTMLDetailsElement} */ (byId('phone'));
  const summaryOf = (/** @type {HTMLElement} */ menu) =>
    /** @type {HTMLElement} */ (menu.querySelector('summary'));
  const link = (/** @type {string} */ name) =>
    /** @type {HTMLAnchorElement} */ (
      [...document.querySelectorAll('a')].find((a) => a.textContent === name)
    );
  /** A key pressed where the focus is; whether a listener prevented its default action. */
  const press = (/** @type {string} */ key, /** @type {Element | null} */ at = null) => {
    const target = at ?? document.activeElement ?? document.body;
    const event = new window.KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  const pointer = (
    /** @type {string} */ type,
    /** @type {Element} */ target,
    /** @type {{ pointerType?: string; relatedTarget?: Element | null }} */ init = {},
  ) =>
    target.dispatchEvent(
      new window.PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        pointerType: init.pointerType ?? 'touch',
        relatedTarget: init.relatedTarget ?? null,
      }),
    );
  /** A click on `target`; whether a listener prevented its default action. */
  const click = (/** @type {Element} */ target) => {
    const event = new window.MouseEvent('click', { bubbles: true, cancelable: true });
    let prevented = false;
    // Read what the page's listeners did, then keep jsdom from loading another document.
    const read = (/** @type {Event} */ seen) => {
      prevented = seen.defaultPrevented;
      seen.preventDefault();
    };
    window.addEventListener('click', read, { once: true });
    target.dispatchEvent(event);
    return prevented;
  };
  // The toggle event is queued: let it run.
  const settle = () => new Promise((resolve) => window.setTimeout(resolve, 0));
  return { window, document, byId, about, phone, summaryOf, link, press, pointer, click, settle };
}

describe('menusScript', () => {
  it('is one statement of plain JavaScript, without comments', () => {
    expect(() => new Function(menusScript)).not.toThrow();
    expect(menusScript).not.toContain('@type');
    expect(menusScript).not.toMatch(/^\s*\/\//m);
    expect(menusScript).not.toContain('</script');
  });

  it('installs one controller, however often it runs', () => {
    const { window, document, about, link, press } = pageWithMenus({ twice: true });
    expect(/** @type {any} */ (window)[MENUS_GLOBAL]).toBeTruthy();
    about.open = true;
    link('Notre mission').focus();
    // Two controllers would each move the focus one link down.
    press('ArrowDown');
    expect(document.activeElement).toBe(link('Le fondateur'));
  });

  it('closes the open menu on Escape and puts the focus back on its summary', () => {
    const { document, phone, link, press, summaryOf } = pageWithMenus();
    phone.open = true;
    link('Actualités').focus();
    press('Escape');
    expect(phone.open).toBe(false);
    expect(document.activeElement).toBe(summaryOf(phone));
  });

  it('closes on Escape pressed elsewhere without taking the focus there', () => {
    const { document, byId, phone, press } = pageWithMenus();
    phone.open = true;
    byId('button').focus();
    press('Escape', byId('button'));
    expect(phone.open).toBe(false);
    expect(document.activeElement).toBe(byId('button'));
  });

  it('answers Escape that another listener stopped on its way (the window hears it first)', () => {
    const { byId, phone, press } = pageWithMenus();
    phone.open = true;
    byId('text').addEventListener('keydown', (event) => event.stopPropagation(), true);
    press('Escape', byId('text'));
    expect(phone.open).toBe(false);
  });

  it('closes on a press outside the menu, not on one inside it', () => {
    const { byId, phone, pointer, link, summaryOf } = pageWithMenus();
    phone.open = true;
    pointer('pointerdown', link('Actualités'));
    pointer('pointerdown', summaryOf(phone));
    expect(phone.open).toBe(true);
    pointer('pointerdown', byId('text'));
    expect(phone.open).toBe(false);
  });

  it('takes the ancestor its attribute names as its inside: the phone menu stays open while the header is used', () => {
    const { byId, phone, pointer, about } = pageWithMenus();
    phone.open = true;
    pointer('pointerdown', byId('brand'));
    byId('brand').focus();
    expect(phone.open).toBe(true);
    // The About menu (no such attribute value) closes on a press elsewhere in the header.
    about.open = true;
    pointer('pointerdown', byId('brand'));
    expect(about.open).toBe(false);
  });

  it('closes when the focus moves out of it', () => {
    const { byId, about, link } = pageWithMenus();
    about.open = true;
    link('Le fondateur').focus();
    expect(about.open).toBe(true);
    byId('button').focus();
    expect(about.open).toBe(false);
  });

  it('closes when one of its links is followed, this page’s fragment too', () => {
    const { phone, link, click } = pageWithMenus();
    phone.open = true;
    expect(click(link('Ici'))).toBe(false);
    expect(phone.open).toBe(false);
    phone.open = true;
    expect(click(link('Actualités'))).toBe(false);
    expect(phone.open).toBe(false);
  });

  it('keeps one menu open at a time', async () => {
    const { about, phone, summaryOf, settle } = pageWithMenus();
    about.open = true;
    await settle();
    summaryOf(phone).click();
    await settle();
    expect(phone.open).toBe(true);
    expect(about.open).toBe(false);
  });

  it('leaves other <details> of the page alone', () => {
    const { byId, press, pointer } = pageWithMenus();
    const other = /** @type {HTMLDetailsElement} */ (byId('other'));
    other.open = true;
    press('Escape', byId('text'));
    pointer('pointerdown', byId('text'));
    expect(other.open).toBe(true);
  });

  it('opens the About menu under a mouse and closes it when the mouse leaves', () => {
    const { about, byId, link, pointer, summaryOf } = pageWithMenus();
    pointer('pointerover', summaryOf(about), { pointerType: 'touch' });
    expect(about.open).toBe(false);
    pointer('pointerover', summaryOf(about), { pointerType: 'mouse' });
    expect(about.open).toBe(true);
    // Within the menu: still open.
    pointer('pointerout', summaryOf(about), {
      pointerType: 'mouse',
      relatedTarget: link('Notre mission'),
    });
    expect(about.open).toBe(true);
    pointer('pointerout', link('Notre mission'), {
      pointerType: 'mouse',
      relatedTarget: byId('text'),
    });
    expect(about.open).toBe(false);
  });

  it('keeps the About menu open at a click on its summary after the mouse opened it', () => {
    const { about, click, pointer, summaryOf } = pageWithMenus();
    pointer('pointerover', summaryOf(about), { pointerType: 'mouse' });
    expect(click(summaryOf(about))).toBe(true);
    expect(about.open).toBe(true);
    // A second click is the visitor closing it.
    expect(click(summaryOf(about))).toBe(false);
  });

  it('opens the About menu on its first link by Enter, Space or ArrowDown, on its last by ArrowUp', () => {
    for (const [key, name] of /** @type {const} */ ([
      ['Enter', 'Notre mission'],
      [' ', 'Notre mission'],
      ['ArrowDown', 'Notre mission'],
      ['ArrowUp', 'Documents'],
    ])) {
      const { document, about, link, press, summaryOf } = pageWithMenus();
      summaryOf(about).focus();
      expect(press(key)).toBe(true);
      expect(about.open).toBe(true);
      expect(document.activeElement).toBe(link(name));
    }
  });

  it('moves through the About menu with the arrow keys, Home and End, round the ends', () => {
    const { document, about, link, press, summaryOf } = pageWithMenus();
    summaryOf(about).focus();
    press('ArrowDown');
    press('ArrowDown');
    expect(document.activeElement).toBe(link('Le fondateur'));
    press('End');
    expect(document.activeElement).toBe(link('Documents'));
    press('ArrowDown');
    expect(document.activeElement).toBe(link('Notre mission'));
    press('ArrowUp');
    expect(document.activeElement).toBe(link('Documents'));
    press('Home');
    expect(document.activeElement).toBe(link('Notre mission'));
    press('Escape');
    expect(about.open).toBe(false);
    expect(document.activeElement).toBe(summaryOf(about));
  });

  it('lets Enter on the open About menu’s summary close it the browser’s way', () => {
    const { about, press, summaryOf } = pageWithMenus();
    about.open = true;
    summaryOf(about).focus();
    expect(press('Enter')).toBe(false);
    expect(press('ArrowLeft')).toBe(false);
  });

  it('does not take the arrow keys of the phone menu (no MENU_KEYS)', () => {
    const { phone, press, summaryOf } = pageWithMenus();
    summaryOf(phone).focus();
    expect(press('ArrowDown')).toBe(false);
    expect(phone.open).toBe(false);
  });

  it('closes every menu when the app asks (a client-side navigation)', () => {
    const { window, about, phone } = pageWithMenus();
    about.open = true;
    phone.open = true;
    /** @type {any} */ (window)[MENUS_GLOBAL].closeAll();
    expect(about.open).toBe(false);
    expect(phone.open).toBe(false);
  });
});
