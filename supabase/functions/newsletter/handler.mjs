// newsletter: the pages the links of the newsletter's mails open, and the one-click unsubscribe
// of RFC 8058. Public (config.toml: verify_jwt = false): a mail client's POST and a browser carry
// no key. What a caller may do is decided by the token in the link (256 random bits, known only
// to the mail's recipient), checked by the database's functions, which only the service role runs.
//
// GET never changes anything: mail scanners open links before people do, so confirming and
// unsubscribing from a page are buttons (POST). A POST whose body is « List-Unsubscribe=One-Click »
// unsubscribes at once and answers without a page. A used, forged or stale link gets a page
// saying so, in the link's language; nothing else is revealed (not whether an address exists).
import { escapeHtml } from '../admission-mail/render.mjs';
import { mailLocale } from '../newsletter-mail/render.mjs';
import { serviceRpc } from '../_shared/outbox-mail.mjs';

/** @typedef {'fr' | 'ar' | 'en'} Locale */

const LANGUAGE_NAMES = { fr: 'Français', ar: 'العربية', en: 'English' };

export const PAGE_TEXT = {
  fr: {
    title: 'Lettre d’information',
    confirmAsk: 'Confirmez-vous vouloir recevoir les actualités de l’école à cette adresse ?',
    confirmButton: 'Confirmer mon abonnement',
    confirmed: 'Merci : votre abonnement est confirmé. Vous recevrez les prochaines actualités.',
    already: 'Votre abonnement était déjà confirmé : rien n’a changé.',
    unknown:
      'Ce lien n’est plus valable : l’abonnement a été confirmé, modifié ou supprimé, ou le lien est incomplet. Rien n’a été modifié. Vous pouvez vous réabonner depuis le site.',
    manageIntro: 'Abonnement de',
    pending: 'Cet abonnement n’est pas encore confirmé.',
    language: 'Langue des e-mails',
    save: 'Enregistrer la langue',
    saved: 'C’est noté : les prochains e-mails seront dans cette langue.',
    unsubscribeAsk: 'Ne plus rien recevoir : votre adresse sera supprimée.',
    unsubscribeButton: 'Me désabonner',
    unsubscribed: 'Vous êtes désabonné(e) : votre adresse a été supprimée de notre liste.',
    badRequest: 'Cette demande n’est pas comprise. Rien n’a été modifié.',
    back: 'Retour au site',
  },
  ar: {
    title: 'النشرة الإخبارية',
    confirmAsk: 'هل تؤكدون رغبتكم في تلقي أخبار المدرسة على هذا العنوان؟',
    confirmButton: 'تأكيد اشتراكي',
    confirmed: 'شكرًا: تم تأكيد اشتراككم. ستصلكم الأخبار القادمة.',
    already: 'كان اشتراككم مؤكدًا من قبل: لم يتغير شيء.',
    unknown:
      'هذا الرابط لم يعد صالحًا: تم تأكيد الاشتراك أو تعديله أو حذفه، أو أن الرابط ناقص. لم يتغير شيء. يمكنكم الاشتراك من جديد من الموقع.',
    manageIntro: 'اشتراك',
    pending: 'لم يتم تأكيد هذا الاشتراك بعد.',
    language: 'لغة الرسائل',
    save: 'حفظ اللغة',
    saved: 'تم: ستصلكم الرسائل القادمة بهذه اللغة.',
    unsubscribeAsk: 'عدم تلقي أي شيء بعد الآن: سيُحذف عنوانكم.',
    unsubscribeButton: 'إلغاء اشتراكي',
    unsubscribed: 'تم إلغاء اشتراككم: حُذف عنوانكم من قائمتنا.',
    badRequest: 'لم يُفهم هذا الطلب. لم يتغير شيء.',
    back: 'العودة إلى الموقع',
  },
  en: {
    title: 'Newsletter',
    confirmAsk: 'Do you confirm you want to receive the school’s news at this address?',
    confirmButton: 'Confirm my subscription',
    confirmed: 'Thank you: your subscription is confirmed. You will receive the next news.',
    already: 'Your subscription was already confirmed: nothing changed.',
    unknown:
      'This link is no longer valid: the subscription was confirmed, changed or deleted, or the link is incomplete. Nothing was changed. You can subscribe again from the website.',
    manageIntro: 'Subscription of',
    pending: 'This subscription is not confirmed yet.',
    language: 'Language of the e-mails',
    save: 'Save the language',
    saved: 'Noted: the next e-mails will be in this language.',
    unsubscribeAsk: 'Receive nothing any more: your address will be deleted.',
    unsubscribeButton: 'Unsubscribe',
    unsubscribed: 'You are unsubscribed: your address was deleted from our list.',
    badRequest: 'This request is not understood. Nothing was changed.',
    back: 'Back to the website',
  },
};

const SECURITY_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  // Inline styles only; forms post back here.
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};

/**
 * @param {Locale} lang @param {number} status @param {string} body HTML of the page's main part
 * @param {string} siteUrl
 */
function page(lang, status, body, siteUrl) {
  const t = PAGE_TEXT[lang];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const home = `${siteUrl.replace(/\/+$/, '')}${lang === 'fr' ? '/' : `/${lang}`}`;
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<style>
  body { font-family: ${lang === 'ar' ? 'Tahoma, ' : ''}Arial, sans-serif; line-height: 1.6; color: #1a1a1a; background: #ffffff; margin: 0 auto; padding: 1rem; max-width: 36rem; }
  h1 { font-size: 1.5rem; }
  button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 6px; border: 2px solid #14532d; background: #14532d; color: #ffffff; cursor: pointer; }
  button.secondary { background: #ffffff; color: #14532d; }
  button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  a { color: #14532d; }
  fieldset { border: 1px solid #767676; border-radius: 6px; margin-block: 1rem; }
  [role="status"] { font-weight: bold; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
${body}
<p><a href="${escapeHtml(home)}">${escapeHtml(t.back)}</a></p>
</main>
</body>
</html>`;
  return new Response(html, { status, headers: SECURITY_HEADERS });
}

/** @param {string} text */
const statusLine = (text) => `<p role="status">${escapeHtml(text)}</p>`;

/** @param {Record<string, string>} fields @param {string} button @param {string} [tone] */
const form = (fields, button, tone = '') =>
  `<form method="post">${Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join(
      '',
    )}<button type="submit"${tone ? ` class="${tone}"` : ''}>${escapeHtml(button)}</button></form>`;

/**
 * @param {Locale} lang @param {string} token
 * @param {{ email: string; locale: string; confirmed: boolean }} subscription @param {string} [note]
 */
function managePage(lang, token, subscription, note) {
  const t = PAGE_TEXT[lang];
  const current = mailLocale(subscription.locale);
  const options = /** @type {Locale[]} */ (['fr', 'ar', 'en'])
    .map(
      (code) =>
        `<p><label><input type="radio" name="locale" value="${code}"${code === current ? ' checked' : ''}> <span lang="${code}">${LANGUAGE_NAMES[code]}</span></label></p>`,
    )
    .join('');
  return `${note ? statusLine(note) : ''}
<p>${escapeHtml(t.manageIntro)} <bdi dir="ltr">${escapeHtml(subscription.email)}</bdi></p>
${subscription.confirmed ? '' : `<p>${escapeHtml(t.pending)}</p>`}
<form method="post"><input type="hidden" name="a" value="language"><input type="hidden" name="t" value="${escapeHtml(token)}"><input type="hidden" name="lang" value="${lang}">
<fieldset><legend>${escapeHtml(t.language)}</legend>${options}</fieldset>
<button type="submit">${escapeHtml(t.save)}</button></form>
<p>${escapeHtml(t.unsubscribeAsk)}</p>
${form({ a: 'unsubscribe', t: token, lang }, t.unsubscribeButton, 'secondary')}`;
}

/**
 * @param {Request} request
 * @param {Record<string, string | undefined>} env SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SITE_URL
 * @returns {Promise<Response>}
 */
export default async function newsletter(request, env) {
  const url = new URL(request.url);
  const siteUrl = env.SITE_URL || 'http://localhost:3000';
  /** @type {Record<string, string>} */
  const fields = {};
  for (const [key, value] of url.searchParams) fields[key] = value;
  let oneClick = false;
  if (request.method === 'POST') {
    const body = (await request.text()).slice(0, 4096);
    const posted = new URLSearchParams(body);
    oneClick = posted.get('List-Unsubscribe') === 'One-Click';
    for (const [key, value] of posted) fields[key] = value;
  } else if (request.method !== 'GET' && request.method !== 'HEAD') {
    await request.body?.cancel();
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD, POST' } });
  }
  const lang = mailLocale(fields.lang);
  const t = PAGE_TEXT[lang];
  const token = fields.t ?? '';
  const action = fields.a ?? 'manage';
  if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY) {
    return page(lang, 500, statusLine(t.badRequest), siteUrl);
  }
  const rpc = serviceRpc(env);
  // A token is 96 hexadecimal characters; anything else finds nothing without asking.
  const wellFormed = /^[0-9a-f]{96}$/.test(token);

  if (oneClick) {
    if (wellFormed) await rpc('unsubscribe_newsletter', { token });
    // RFC 8058: the answer is for a machine; the same whether or not the token was known.
    return new Response(null, { status: 200, headers: { 'Cache-Control': 'no-store' } });
  }
  if (!wellFormed) return page(lang, 404, statusLine(t.unknown), siteUrl);

  if (request.method === 'POST') {
    if (action === 'confirm') {
      const outcome = await rpc('confirm_newsletter', { token });
      if (outcome === 'unknown') return page(lang, 404, statusLine(t.unknown), siteUrl);
      return page(
        lang,
        200,
        statusLine(outcome === 'confirmed' ? t.confirmed : t.already),
        siteUrl,
      );
    }
    if (action === 'unsubscribe') {
      const outcome = await rpc('unsubscribe_newsletter', { token });
      return outcome === 'unknown'
        ? page(lang, 404, statusLine(t.unknown), siteUrl)
        : page(lang, 200, statusLine(t.unsubscribed), siteUrl);
    }
    if (action === 'language' && ['fr', 'ar', 'en'].includes(fields.locale ?? '')) {
      const outcome = await rpc('set_newsletter_locale', { token, locale: fields.locale });
      if (outcome === 'unknown') return page(lang, 404, statusLine(t.unknown), siteUrl);
      // The page follows the language chosen.
      const chosen = mailLocale(fields.locale);
      const [subscription] = await rpc('newsletter_subscription', { token });
      if (!subscription) return page(chosen, 404, statusLine(PAGE_TEXT[chosen].unknown), siteUrl);
      return page(
        chosen,
        200,
        managePage(chosen, token, subscription, PAGE_TEXT[chosen].saved),
        siteUrl,
      );
    }
    return page(lang, 400, statusLine(t.badRequest), siteUrl);
  }

  const [subscription] = await rpc('newsletter_subscription', { token });
  if (!subscription) return page(lang, 404, statusLine(t.unknown), siteUrl);
  if (action === 'confirm') {
    if (subscription.confirmed) return page(lang, 200, statusLine(t.already), siteUrl);
    return page(
      lang,
      200,
      `<p>${escapeHtml(t.confirmAsk)}</p>
<p><bdi dir="ltr">${escapeHtml(subscription.email)}</bdi></p>
${form({ a: 'confirm', t: token, lang }, t.confirmButton)}`,
      siteUrl,
    );
  }
  // `manage`, and the unsubscribe link opened in a browser: the page with its buttons.
  return page(lang, 200, managePage(lang, token, subscription), siteUrl);
}
