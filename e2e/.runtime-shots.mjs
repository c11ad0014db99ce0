import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@school/build-config';
const [,, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const locale of ['fr', 'ar']) {
  for (const width of [390, 1366]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((l) => localStorage.setItem('ecole.locale', JSON.stringify({ state: { locale: l }, version: 0 })), locale);
    const page = await context.newPage();
    page.on('console', (m) => { if (m.type() === 'error') console.log(locale, width, 'console:', m.text()); });
    for (const path of paths) {
      await page.goto('http://localhost:3000' + path);
      await page.waitForTimeout(2500);
      const name = `/tmp/shots/${locale}-${width}-${path.replace(/\W+/g, '_') || 'home'}.png`;
      await page.screenshot({ path: name, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
