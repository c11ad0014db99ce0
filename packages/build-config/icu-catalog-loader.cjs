// Rspack loader for an app's src/i18n/ar.json or en.json: parses every ICU message at build time
// and emits the ASTs react-intl accepts as messages, so the browser does not parse catalogs and
// a malformed translation fails the build instead of a visitor's page.
const { parse } = require('@formatjs/icu-messageformat-parser');

/**
 * @this {Pick<import('@rsbuild/core').Rspack.LoaderContext, 'resourcePath'>} (all it reads)
 * @param {string} source
 */
module.exports = function icuCatalogLoader(source) {
  const messages = JSON.parse(source);
  /** @type {Record<string, unknown>} */
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string')
      throw new Error(`${this.resourcePath}: "${id}" is not a string`);
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(
        `${this.resourcePath}: "${id}" is not a valid ICU message: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return `export default ${JSON.stringify(compiled)};`;
};
