// The newsletter's mails, in the subscriber's language: the confirmation asked before anything
// else is sent (double opt-in), and a news item sent to the confirmed subscribers. Subject, plain
// text and HTML; every value escaped in the HTML (titles and excerpts are staff's text, the
// school's name a setting). Pure functions, shared by the edge function and the tests.
import { escapeHtml } from '../admission-mail/render.mjs';

/** @typedef {'fr' | 'ar' | 'en'} MailLocale */

/** @param {unknown} locale @returns {MailLocale} */
export const mailLocale = (locale) => (locale === 'ar' || locale === 'en' ? locale : 'fr');

/**
 * The newsletter function's addresses for one subscriber (its pages answer them; see
 * functions/newsletter): `confirm`, `manage` and the one-click `unsubscribe`.
 * @param {string} base the public URL of the functions (…/functions/v1)
 * @param {string} token @param {MailLocale} locale
 */
export function newsletterLinks(base, token, locale) {
  const at = (/** @type {string} */ action) =>
    `${base.replace(/\/+$/, '')}/newsletter?a=${action}&t=${encodeURIComponent(token)}&lang=${locale}`;
  return { confirm: at('confirm'), manage: at('manage'), unsubscribe: at('unsubscribe') };
}

/**
 * Each language's sentences.
 * @type {Record<MailLocale, { confirmSubject: (school: string) => string; confirmHello: string;
 *   confirmAsked: (school: string) => string; confirmAction: string; confirmButton: string;
 *   confirmIgnore: string; readMore: string; onlyFrench: string; why: (school: string) => string;
 *   manage: string; unsubscribe: string }>}
 */
const T = {
  fr: {
    confirmSubject: (school) => `Confirmez votre abonnement aux actualités du ${school}`,
    confirmHello: 'Bonjour,',
    confirmAsked: (school) =>
      `Quelqu’un (sans doute vous) a demandé à recevoir par e-mail les actualités du ${school} à cette adresse.`,
    confirmAction: 'Pour confirmer, ouvrez ce lien :',
    confirmButton: 'Confirmer mon abonnement',
    confirmIgnore:
      'Si vous n’avez rien demandé, ignorez ce message : rien ne vous sera envoyé et l’adresse sera oubliée dans 7 jours.',
    readMore: 'Lire la suite sur le site',
    onlyFrench: 'Cette actualité n’existe qu’en français.',
    why: (school) =>
      `Vous recevez ce message parce que vous êtes abonné(e) aux actualités du ${school}.`,
    manage: 'Gérer mon abonnement (langue, désabonnement)',
    unsubscribe: 'Me désabonner',
  },
  ar: {
    confirmSubject: (school) => `أكِّدوا اشتراككم في أخبار ${school}`,
    confirmHello: 'السلام عليكم،',
    confirmAsked: (school) =>
      `طلب أحدهم (وأنتم على الأرجح) تلقي أخبار ${school} عبر البريد الإلكتروني على هذا العنوان.`,
    confirmAction: 'للتأكيد، افتحوا هذا الرابط:',
    confirmButton: 'تأكيد اشتراكي',
    confirmIgnore:
      'إذا لم تطلبوا شيئًا، تجاهلوا هذه الرسالة: لن يُرسل إليكم شيء وسيُحذف العنوان بعد 7 أيام.',
    readMore: 'اقرأ المزيد على الموقع',
    onlyFrench: 'هذا الخبر متوفر بالفرنسية فقط.',
    why: (school) => `تصلكم هذه الرسالة لأنكم مشتركون في أخبار ${school}.`,
    manage: 'إدارة اشتراكي (اللغة، إلغاء الاشتراك)',
    unsubscribe: 'إلغاء اشتراكي',
  },
  en: {
    confirmSubject: (school) => `Confirm your subscription to the ${school} news`,
    confirmHello: 'Hello,',
    confirmAsked: (school) =>
      `Someone (probably you) asked to receive the ${school} news by e-mail at this address.`,
    confirmAction: 'To confirm, open this link:',
    confirmButton: 'Confirm my subscription',
    confirmIgnore:
      'If you did not ask for anything, ignore this message: nothing will be sent to you and the address will be forgotten in 7 days.',
    readMore: 'Read more on the website',
    onlyFrench: 'This news item exists in French only.',
    why: (school) => `You receive this message because you subscribed to the ${school} news.`,
    manage: 'Manage my subscription (language, unsubscribe)',
    unsubscribe: 'Unsubscribe',
  },
};

const oneLine = (/** @type {string} */ s) => s.replace(/[\r\n]+/g, ' ').trim();

/** @param {MailLocale} lang @param {string} title @param {string} body */
function page(lang, title, body) {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const font = lang === 'ar' ? 'Tahoma, Arial, sans-serif' : 'Arial, sans-serif';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="font-family: ${font}; line-height: 1.6; color: #1a1a1a; max-width: 40rem">
${body}
</body>
</html>`;
}

/**
 * The confirmation mail of a subscription.
 * @param {{ school_name?: string | null }} payload @param {string} locale
 * @param {{ confirm: string }} links
 */
export function renderConfirmMail(payload, locale, links) {
  const lang = mailLocale(locale);
  const t = T[lang];
  const school = payload.school_name || 'Complexe Scolaire Islamique';
  const subject = oneLine(t.confirmSubject(school));
  const text = [
    t.confirmHello,
    '',
    t.confirmAsked(school),
    '',
    t.confirmAction,
    links.confirm,
    '',
    t.confirmIgnore,
  ].join('\n');
  const e = escapeHtml;
  const html = page(
    lang,
    subject,
    `  <h1 style="font-size: 20px">${e(school)}</h1>
  <p>${e(t.confirmHello)}</p>
  <p>${e(t.confirmAsked(school))}</p>
  <p><a href="${e(links.confirm)}" style="display: inline-block; padding: 10px 18px; background: #14532d; color: #ffffff; border-radius: 6px; text-decoration: none; font-weight: bold">${e(t.confirmButton)}</a></p>
  <p style="color: #555555; font-size: 13px">${e(t.confirmIgnore)}</p>`,
  );
  return { subject, text, html, language: lang };
}

/**
 * @typedef {object} IssuePayload  what claim_newsletter_mails gives an issue row
 * @property {string | null} [school_name]
 * @property {string} title_fr
 * @property {string | null} [title_ar]
 * @property {string | null} [title_en]
 * @property {string | null} [excerpt_fr]
 * @property {string | null} [excerpt_ar]
 * @property {string | null} [excerpt_en]
 * @property {string} slug_fr
 * @property {string | null} [slug_ar]
 * @property {string | null} [slug_en]
 */

/**
 * A news item in the subscriber's language, or the French version marked as such.
 * @param {IssuePayload} payload @param {string} locale
 * @param {{ manage: string; unsubscribe: string }} links
 * @param {string} siteUrl the public site's origin
 */
export function renderIssueMail(payload, locale, links, siteUrl) {
  const lang = mailLocale(locale);
  const t = T[lang];
  const school = payload.school_name || 'Complexe Scolaire Islamique';
  const own = lang === 'fr' ? payload.title_fr : payload[`title_${lang}`];
  const translated = Boolean(own && own.trim());
  // The version shown: the subscriber's language when it exists, else the French one.
  const versionLang = translated ? lang : 'fr';
  const title = /** @type {string} */ (translated ? own : payload.title_fr);
  const excerpt = (versionLang === 'fr' ? payload.excerpt_fr : payload[`excerpt_${lang}`]) || '';
  const slug = (lang === 'fr' ? payload.slug_fr : payload[`slug_${lang}`]) || payload.slug_fr;
  const path = `${lang === 'fr' ? '' : `/${lang}`}/news/${encodeURIComponent(slug)}`;
  const articleUrl = `${siteUrl.replace(/\/+$/, '')}${path}`;
  const subject = oneLine(title);
  const text = [
    ...(translated ? [] : [t.onlyFrench, '']),
    title,
    '',
    ...(excerpt ? [excerpt, ''] : []),
    `${t.readMore}: ${articleUrl}`,
    '',
    '--',
    t.why(school),
    `${t.manage}: ${links.manage}`,
    `${t.unsubscribe}: ${links.unsubscribe}`,
  ].join('\n');
  const e = escapeHtml;
  // The French version inside an Arabic or English mail says its language (and direction).
  const marked = translated ? '' : ' lang="fr" dir="ltr"';
  const html = page(
    lang,
    subject,
    `  <p style="font-size: 14px; color: #555555">${e(school)}</p>
  ${translated ? '' : `<p style="font-style: italic">${e(t.onlyFrench)}</p>\n  `}<div${marked}>
    <h1 style="font-size: 22px">${e(title)}</h1>
    ${excerpt ? `<p>${e(excerpt)}</p>` : ''}
  </div>
  <p><a href="${e(articleUrl)}">${e(t.readMore)}</a></p>
  <hr>
  <p style="color: #555555; font-size: 13px">${e(t.why(school))}<br>
  <a href="${e(links.manage)}">${e(t.manage)}</a> · <a href="${e(links.unsubscribe)}">${e(t.unsubscribe)}</a></p>`,
  );
  return { subject, text, html, language: lang, translated, articleUrl };
}
