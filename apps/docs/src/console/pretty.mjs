// Pretty-prints JSON text exactly (int64 digits stay as sent: no JSON.parse round trip) as HTML,
// wrapping the values at the given JSON pointers in <mark>. Throws on text that is not JSON.

const esc = (t) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escPtr = (k) => k.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * @param {string} text
 * @param {Map<string, string>} marks pointer → message
 */
export function prettyJsonHtml(text, marks = new Map()) {
  let i = 0;
  const out = [];
  const ws = () => {
    while (i < text.length && ' \t\r\n'.includes(text[i])) i++;
  };
  const fail = () => {
    throw new SyntaxError(`not JSON at ${i}`);
  };
  const string = () => {
    const start = i;
    if (text[i] !== '"') fail();
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    if (i >= text.length) fail();
    i++;
    return text.slice(start, i);
  };
  const value = (ptr, pad) => {
    ws();
    const mark = ptr !== '' && marks.has(ptr);
    if (mark) out.push(`<mark class="try-bad" title="${esc(marks.get(ptr)).replace(/"/g, '&quot;')}">`);
    const c = text[i];
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++;
      ws();
      if (text[i] === close) {
        i++;
        out.push(c + close);
      } else {
        out.push(`${c}\n`);
        for (let n = 0; ; n++) {
          ws();
          out.push(`${pad}  `);
          let child;
          if (c === '{') {
            const key = string();
            child = `${ptr}/${escPtr(JSON.parse(key))}`;
            ws();
            if (text[i] !== ':') fail();
            i++;
            out.push(`<span class="k">${esc(key)}</span>: `);
          } else child = `${ptr}/${n}`;
          value(child, `${pad}  `);
          ws();
          if (text[i] === ',') {
            i++;
            out.push(',\n');
          } else if (text[i] === close) {
            i++;
            out.push(`\n${pad}${close}`);
            break;
          } else fail();
        }
      }
    } else if (c === '"') out.push(`<span class="s">${esc(string())}</span>`);
    else {
      const m = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 400));
      if (!m) fail();
      i += m[0].length;
      out.push(`<span class="n">${m[0]}</span>`);
    }
    if (mark) out.push('</mark>');
  };
  value('', '');
  ws();
  if (i !== text.length) fail();
  return out.join('');
}
