// Validation of XML the site serves against an XML Schema, with libxml2 (compiled to
// WebAssembly: nothing to install). Returns libxml2's messages, an empty list when valid.
import { readFileSync } from 'node:fs';
import { XmlDocument, XmlValidateError, XsdValidator } from 'libxml2-wasm';

export function schemaErrors(schemaFile: URL, xml: string): string[] {
  const schema = XmlDocument.fromString(readFileSync(schemaFile, 'utf8'));
  const validator = XsdValidator.fromDoc(schema);
  const doc = XmlDocument.fromString(xml);
  try {
    validator.validate(doc);
    return [];
  } catch (error) {
    if (error instanceof XmlValidateError) return error.details.map((d) => d.message.trim());
    throw error;
  } finally {
    doc.dispose();
    validator.dispose();
    schema.dispose();
  }
}

/** The sitemap protocol 0.9 (support/sitemap.xsd). */
export const SITEMAP_SCHEMA = new URL('./sitemap.xsd', import.meta.url);
