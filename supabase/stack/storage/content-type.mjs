// Does an upload's content start the way its declared type says? Supabase Storage trusts the
// declared type (the multipart part's or the request's Content-Type) and checks it only against
// the bucket's allowed_mime_types; a file named « tarifs.pdf » that is an HTML page or a program
// then goes out to every family as a PDF. The local stack also reads the first bytes of an upload
// to a bucket that restricts its types, for the types it knows a signature of, and refuses a
// mismatch with the same answer as a refused type (415 invalid_mime_type). A type it knows no
// signature of is not checked (a bucket allowing it asked for it).

/** @typedef {(bytes: Buffer) => boolean} Signature */

/** @param {string} text @param {number} [at] @returns {Signature} */
const startsWith =
  (text, at = 0) =>
  (bytes) =>
    bytes.length >= at + text.length && bytes.toString('latin1', at, at + text.length) === text;

/** @type {Readonly<Record<string, Signature>>} */
const SIGNATURES = {
  'application/pdf': startsWith('%PDF-'),
  'image/jpeg': (bytes) =>
    bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  // The first four of PNG's eight signature bytes: enough to tell a PNG from anything else.
  'image/png': startsWith('\x89PNG'),
  'image/gif': (bytes) => startsWith('GIF87a')(bytes) || startsWith('GIF89a')(bytes),
  'image/webp': (bytes) => startsWith('RIFF')(bytes) && startsWith('WEBP', 8)(bytes),
};

/**
 * False when the type has a known signature and the bytes do not carry it.
 * @param {string} mimetype @param {Buffer} bytes
 */
export function contentMatchesType(mimetype, bytes) {
  const signature = SIGNATURES[mimetype.toLowerCase()];
  return signature ? signature(bytes) : true;
}
