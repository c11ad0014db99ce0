// The mail pieces without a stack: the Go-template subset the templates use, every template in
// every language, and the mail catcher's SMTP side, page and API.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { configFromEnv } from '../stack/config.mjs';
import { escapeHtml, parseTemplate, renderTemplate, TemplateError } from '../stack/go-template.mjs';
import { startMailCatcher } from '../stack/mail-catcher.mjs';
import { loadMailTemplates, MAIL_TYPES, renderMail } from '../stack/mailer.mjs';

const render = (source: string, data: Record<string, unknown>, html = false) =>
  renderTemplate(parseTemplate(source), data, html ? escapeHtml : (v: string) => v);

describe('Go template subset', () => {
  it('reads fields, branches on eq with print, trims around markers', () => {
    const source =
      '{{- if eq (print .Data.locale) "ar" -}} مرحبًا {{- else if eq (print .Data.locale) "en" }}Hi {{ .Data.name }}{{ else }}Bonjour{{ end -}} !';
    expect(render(source, { Data: { locale: 'ar' } })).toBe('مرحبًا!');
    expect(render(source, { Data: { locale: 'en', name: 'Awa' } })).toBe('Hi Awa!');
    // A missing value is "<nil>" to print (as in Go), so the French branch is taken.
    expect(render(source, { Data: {} })).toBe('Bonjour!');
    expect(render('{{ if .Data.first_name }}yes{{ else }}no{{ end }}', { Data: {} })).toBe('no');
  });

  it('escapes values in HTML, never the template text', () => {
    expect(
      render('<a href="{{ .URL }}">x</a>', { URL: 'https://a.example/?a=1&b="2"' }, true),
    ).toBe('<a href="https://a.example/?a=1&amp;b=&#34;2&#34;">x</a>');
  });

  it('refuses what it does not implement rather than rendering it wrongly', () => {
    expect(() => parseTemplate('{{ range .Items }}x{{ end }}')).toThrow(TemplateError);
    expect(() => parseTemplate('{{ upper .Email }}')).toThrow(TemplateError);
    expect(() => parseTemplate('{{ if .A }}x')).toThrow(TemplateError);
  });
});

describe('the mail templates', () => {
  const templates = loadMailTemplates(configFromEnv({}).configFile);
  const data = (locale: string | undefined) => ({
    SiteURL: 'http://localhost:3000',
    ConfirmationURL:
      'http://localhost:54321/auth/v1/verify?token=pkce_abc&type=recovery&redirect_to=x',
    Email: 'awa@ecole.example',
    NewEmail: 'awa.traore@ecole.example',
    Token: '123456',
    TokenHash: 'abc',
    RedirectTo: 'http://localhost:3000/admin/reset-password',
    Data: { ...(locale ? { locale } : {}), invited_role: 'admin', invited_by: 'Awa Traoré' },
  });

  it.each(
    MAIL_TYPES.flatMap((type) => ['fr', 'ar', 'en', undefined].map((l) => [type, l] as const)),
  )('%s in %s: subject, HTML and text in that language, with its link', (type, locale) => {
    const mail = renderMail(templates, type, data(locale));
    const expected = locale ?? 'fr';
    expect(mail.language).toBe(expected);
    expect(mail.html).toContain(`lang="${expected}" dir="${expected === 'ar' ? 'rtl' : 'ltr'}"`);
    expect(mail.subject).not.toMatch(/\{\{|<nil>/);
    expect(mail.text).not.toMatch(/\{\{|<nil>|&amp;/);
    const link =
      type === 'invite'
        ? `http://localhost:3000${expected === 'fr' ? '' : `/${expected}`}/admin/accept-invite?token_hash=abc&type=invite`
        : data(locale).ConfirmationURL;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(escapeHtml(link));
    if (expected === 'ar') expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('the mail catcher', () => {
  let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
  const dir = mkdtempSync(join(tmpdir(), 'mail-catcher-'));
  beforeAll(async () => {
    catcher = await startMailCatcher({
      smtpPort: 0,
      webPort: 0,
      host: '127.0.0.1',
      dir,
      log: () => undefined,
    });
  });
  afterAll(async () => {
    await catcher.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps what it receives and shows it without running it', async () => {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: catcher.smtpPort,
      secure: false,
    });
    await transport.sendMail({
      from: 'École <no-reply@ecole.example>',
      to: 'moussa@ecole.example',
      subject: 'Réinitialisation <test>',
      text: 'Bonjour,\nle lien : http://localhost:3000/x',
      html: '<p>Bonjour</p><script>alert(1)</script>',
    });
    transport.close();
    const list = (await (
      await fetch(`${catcher.url}/api/messages?to=moussa@ecole.example`)
    ).json()) as {
      id: string;
      subject: string;
      text: string;
      from: string;
    }[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      subject: 'Réinitialisation <test>',
      from: 'no-reply@ecole.example',
    });
    expect(list[0]!.text).toContain('le lien : http://localhost:3000/x');

    const index = await fetch(catcher.url);
    expect(index.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await index.text();
    expect(page).toContain('Réinitialisation &lt;test&gt;');
    const message = await (await fetch(`${catcher.url}/message/${list[0]!.id}`)).text();
    // The HTML sits in a sandboxed frame (no scripts), escaped into its srcdoc.
    expect(message).toMatch(/<iframe[^>]+sandbox="allow-popups allow-popups-to-escape-sandbox"/);
    expect(message).not.toContain('<script>');
    expect((await fetch(`${catcher.url}/api/messages?to=nobody@ecole.example`)).ok).toBe(true);

    // Kept on disk: a new catcher on the same folder shows it again.
    const again = await startMailCatcher({
      smtpPort: 0,
      webPort: 0,
      host: '127.0.0.1',
      dir,
      log: () => undefined,
    });
    expect(again.messages().map((m) => m.subject)).toEqual(['Réinitialisation <test>']);
    await again.stop();
  });
});
