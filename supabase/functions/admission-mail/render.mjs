// The parent's confirmation of a pre-registration, in the language the form was filled in:
// subject, plain text and HTML. Every value in it came from a visitor or a setting, so the HTML
// escapes each one (a child called `<script>` is shown as that text) and the plain text is
// never interpreted. Pure functions, shared by the edge function and the tests.

// The site's one rule for « de » before a name (« la pré-inscription d’Enfant »). Outside the
// functions folder: `supabase functions deploy` bundles it (CLI 2.x, `--use-api`).
import { frenchDe } from '../../../packages/platform/french.mjs';

/** @param {unknown} value */
export const escapeHtml = (value) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) =>
      /** @type {Record<string, string>} */ ({
        '&': '&amp;',
        '<': '&lt;',
        '>': '&gt;',
        '"': '&quot;',
        "'": '&#39;',
      })[c] ?? c,
  );

/**
 * @typedef {object} AdmissionMailPayload  what the outbox row holds (migration 20251124007000)
 * @property {string} reference
 * @property {string} parent_name
 * @property {string} child_name
 * @property {string} level
 * @property {string} school_year
 * @property {string} phone
 * @property {string | null} [school_name]
 * @property {string | null} [school_phone]
 * @property {string | null} [school_email]
 * @property {string | null} [school_address]
 */

/** @typedef {'fr' | 'ar' | 'en'} MailLocale */

/** The levels' names, as the /inscription page says them. */
const LEVELS = {
  fr: { preschool: 'Maternelle', primary: 'Primaire', middle: 'Collège', high: 'Lycée' },
  ar: { preschool: 'الروضة', primary: 'الابتدائي', middle: 'المتوسط', high: 'الثانوي' },
  en: {
    preschool: 'Pre-school',
    primary: 'Primary school',
    middle: 'Middle school',
    high: 'High school',
  },
};

/**
 * Each language's sentences; `v` wraps a value (escaped for HTML, as it is for text) and `l` one
 * that reads left to right whatever surrounds it (a phone number, a school year): inside Arabic
 * its groups would otherwise be laid out right to left (« 67 45 22 20 223+ »). In the plain text
 * `l` is a Unicode isolate (LRI … PDI), in the HTML a `<bdi dir="ltr">`.
 * @type {Record<MailLocale, { subject: (ref: string) => string; hello: (v: (x: unknown) => string, p: AdmissionMailPayload) => string;
 *   received: (v: (x: unknown) => string, p: AdmissionMailPayload, level: string, l: (x: unknown) => string) => string; reference: string; keep: string;
 *   nextTitle: string; next: (v: (x: unknown) => string, p: AdmissionMailPayload, l: (x: unknown) => string) => string; documents: string;
 *   questions: string; phone: string; email: string; ignore: string; team: (school: string) => string }>}
 */
const TEXT = {
  fr: {
    subject: (ref) => `Pré-inscription reçue : dossier ${ref}`,
    hello: (v, p) => `Bonjour ${v(p.parent_name)},`,
    received: (v, p, level) =>
      `Nous avons bien reçu la pré-inscription ${v(frenchDe(p.child_name, { apostrophe: '’' }))} en ${v(level)} pour l’année scolaire ${v(p.school_year)}.`,
    reference: 'Votre numéro de dossier',
    keep: 'Gardez ce numéro : il vous sera demandé.',
    nextTitle: 'La suite',
    next: (v, p) =>
      `Le secrétariat vous appellera dans les prochains jours au ${v(p.phone)} pour convenir d’une visite et d’un entretien.`,
    documents:
      'L’inscription devient définitive une fois les pièces demandées déposées (la liste est sur la page Inscriptions du site).',
    questions: 'Une question ? Contactez-nous :',
    phone: 'Téléphone',
    email: 'E-mail',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer ce message.',
    team: (school) => `L’équipe du ${school}`,
  },
  ar: {
    subject: (ref) => `تم استلام التسجيل المسبق: الملف ${ref}`,
    hello: (v, p) => `السلام عليكم ${v(p.parent_name)}،`,
    received: (v, p, level, l) =>
      `استلمنا التسجيل المسبق لـ ${v(p.child_name)} في ${v(level)} للسنة الدراسية ${l(p.school_year)}.`,
    reference: 'رقم ملفك',
    keep: 'احتفظ بهذا الرقم: سيُطلب منك.',
    nextTitle: 'الخطوات القادمة',
    next: (v, p, l) =>
      `ستتصل بك الأمانة خلال الأيام القادمة على الرقم ${l(p.phone)} لتحديد موعد للزيارة والمقابلة.`,
    documents:
      'يصبح التسجيل نهائيًا بعد تسليم الوثائق المطلوبة (القائمة في صفحة التسجيل على الموقع).',
    questions: 'لأي سؤال، تواصل معنا:',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    ignore: 'إذا لم تكن صاحب هذا الطلب، يمكنك تجاهل هذه الرسالة.',
    team: (school) => `فريق ${school}`,
  },
  en: {
    subject: (ref) => `Pre-registration received: file ${ref}`,
    hello: (v, p) => `Hello ${v(p.parent_name)},`,
    received: (v, p, level) =>
      `We have received the pre-registration of ${v(p.child_name)} for ${v(level)}, school year ${v(p.school_year)}.`,
    reference: 'Your file number',
    keep: 'Keep this number: you will be asked for it.',
    nextTitle: 'What happens next',
    next: (v, p) =>
      `The office will call you in the coming days on ${v(p.phone)} to arrange a visit and an interview.`,
    documents:
      'Enrolment is final once the documents asked for are handed in (the list is on the website’s Admissions page).',
    questions: 'Any question? Contact us:',
    phone: 'Phone',
    email: 'E-mail',
    ignore: 'If you did not make this request, you can ignore this message.',
    team: (school) => `The ${school} team`,
  },
};

/** A value isolated left to right in plain text (LRI U+2066 … PDI U+2069). @param {unknown} x */
const isolated = (x) => `\u2066${String(x ?? '')}\u2069`;

/**
 * @param {AdmissionMailPayload} payload @param {string} locale
 * @returns {{ subject: string; text: string; html: string; language: MailLocale }}
 */
export function renderAdmissionMail(payload, locale) {
  /** @type {MailLocale} */
  const lang = locale === 'ar' || locale === 'en' ? locale : 'fr';
  const t = TEXT[lang];
  const levels = /** @type {Record<string, string>} */ (LEVELS[lang]);
  const level = levels[payload.level] ?? payload.level;
  const school = payload.school_name || 'Complexe Scolaire Islamique';
  // Subjects are one line: a value with a line break in it cannot add a header.
  const subject = t.subject(payload.reference).replace(/[\r\n]+/g, ' ');
  /** @param {unknown} x */
  const plain = (x) => String(x ?? '');

  // French puts a space before a colon.
  const colon = lang === 'fr' ? ' :' : ':';
  // The school's number, address and reference read left to right on their lines too.
  const contactText = [
    payload.school_phone ? `${t.phone}${colon} ${isolated(payload.school_phone)}` : null,
    payload.school_email ? `${t.email}${colon} ${isolated(payload.school_email)}` : null,
    payload.school_address ? `\u2068${payload.school_address}\u2069` : null,
  ].filter((line) => line !== null);

  const text = [
    t.hello(plain, payload),
    '',
    t.received(plain, payload, level, isolated),
    '',
    `${t.reference}${colon} ${isolated(payload.reference)}`,
    t.keep,
    '',
    `${t.nextTitle}${colon}`,
    t.next(plain, payload, isolated),
    t.documents,
    '',
    ...(contactText.length > 0 ? [t.questions, ...contactText, ''] : []),
    t.team(school),
    '',
    t.ignore,
  ].join('\n');

  const e = escapeHtml;
  /** @param {unknown} x */
  const bdi = (x) => `<bdi dir="ltr">${e(x)}</bdi>`;
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const font = lang === 'ar' ? 'Tahoma, Arial, sans-serif' : 'Arial, sans-serif';
  const contactHtml = [
    payload.school_phone
      ? `<li>${e(t.phone)}${colon} <a href="tel:${e(payload.school_phone.replace(/[^+0-9]/g, ''))}" dir="ltr">${e(payload.school_phone)}</a></li>`
      : '',
    payload.school_email
      ? `<li>${e(t.email)}${colon} <a href="mailto:${e(payload.school_email)}" dir="ltr">${e(payload.school_email)}</a></li>`
      : '',
    payload.school_address ? `<li><bdi>${e(payload.school_address)}</bdi></li>` : '',
  ].join('');
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family: ${font}; line-height: 1.6; color: #1a1a1a">
  <h1 style="font-size: 20px">${e(school)}</h1>
  <p>${t.hello(e, payload)}</p>
  <p>${t.received(e, payload, level, bdi)}</p>
  <p>${e(t.reference)}</p>
  <p style="font-size: 24px; font-weight: bold; letter-spacing: 2px" dir="ltr">${e(payload.reference)}</p>
  <p>${e(t.keep)}</p>
  <h2 style="font-size: 17px">${e(t.nextTitle)}</h2>
  <p>${t.next(e, payload, bdi)}</p>
  <p>${e(t.documents)}</p>
  ${contactHtml ? `<p>${e(t.questions)}</p>\n  <ul>${contactHtml}</ul>` : ''}
  <p>${e(t.team(school))}</p>
  <p style="color: #555555; font-size: 13px">${e(t.ignore)}</p>
</body>
</html>`;
  return { subject, text, html, language: lang };
}
