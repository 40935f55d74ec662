// The API key never reaches the output of a run: not in the report (text, --json, --junit), not in an error
// line, even when a server reflects the credentials it was sent (in a header, an error detail, an echoed body).
// Every form the key can take in what the tool prints is masked: as sent (the Basic credentials in base64, with
// and without padding), as itself, JSON-escaped and percent-encoded.

/** What a masked key reads as. */
export const MASKED = '***';

/**
 * Keys shorter than this are masked in their credential form only: masking every "x" of a report would make it
 * unreadable, and a key that short is no secret anyway (the mock takes any key). A run with one says so.
 */
export const MIN_MASKED_KEY_LENGTH = 4;

/** The function that masks `key` (and its encodings) in a text; the identity without a key. */
export function secretMask(key: string | undefined, user = 'conform'): (text: string) => string {
  if (key === undefined || key === '') return (text) => text;
  const credentials = Buffer.from(`${user}:${key}`).toString('base64');
  const forms = new Set([credentials, credentials.replace(/=+$/, '')]);
  if (key.length >= MIN_MASKED_KEY_LENGTH) {
    for (const form of [key, JSON.stringify(key).slice(1, -1), encodeURIComponent(key)]) forms.add(form);
  }
  // longest first: a form inside another (the key inside its JSON escape) is masked as part of the longer one
  const ordered = [...forms].filter((f) => f !== '').sort((a, b) => b.length - a.length);
  return (text) => {
    let out = text;
    for (const form of ordered) if (out.includes(form)) out = out.split(form).join(MASKED);
    return out;
  };
}
