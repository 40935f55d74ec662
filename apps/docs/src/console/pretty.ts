// Pretty-prints JSON text exactly: the text is re-indented token by token, never parsed into numbers, so
// int64 digits stay as sent. As HTML (the console: values at given JSON pointers wrapped in <mark>) or as
// text (the build: request bodies). Throws SyntaxError on text that is not JSON.

/** Deeper texts are not pretty-printed (the walk recurses; the console shows them raw). */
export const PRETTY_MAX_DEPTH = 500;

const escHtml = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escPointer = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

interface Style {
  key(token: string): string;
  string(token: string): string;
  literal(token: string): string;
  open(pointer: string): string;
  close(pointer: string): string;
}

const PLAIN: Style = {
  key: (t) => t,
  string: (t) => t,
  literal: (t) => t,
  open: () => '',
  close: () => '',
};

function format(text: string, style: Style, unit: string): string {
  let i = 0;
  const out: string[] = [];
  const ws = () => {
    while (i < text.length && ' \t\r\n'.includes(text[i]!)) i++;
  };
  const fail = (): never => {
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
  const value = (pointer: string, pad: string, depth: number): void => {
    if (depth > PRETTY_MAX_DEPTH) throw new SyntaxError(`nested deeper than ${PRETTY_MAX_DEPTH}`);
    ws();
    out.push(style.open(pointer));
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
          out.push(pad + unit);
          let child: string;
          if (c === '{') {
            const key = string();
            child = `${pointer}/${escPointer(JSON.parse(key) as string)}`;
            ws();
            if (text[i] !== ':') fail();
            i++;
            out.push(`${style.key(key)}: `);
          } else child = `${pointer}/${n}`;
          value(child, pad + unit, depth + 1);
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
    } else if (c === '"') out.push(style.string(string()));
    else {
      const m = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 400));
      if (!m) fail();
      else {
        i += m[0].length;
        out.push(style.literal(m[0]));
      }
    }
    out.push(style.close(pointer));
  };
  value('', '', 0);
  ws();
  if (i !== text.length) fail();
  return out.join('');
}

/** JSON text re-indented (`unit` per level), every token as written. */
export function prettyJsonText(text: string, unit = '  '): string {
  return format(text, PLAIN, unit);
}

/** JSON text as indented HTML, the values at the pointers of `marks` wrapped in `<mark title="message">`. */
export function prettyJsonHtml(text: string, marks: ReadonlyMap<string, string> = new Map()): string {
  return format(
    text,
    {
      key: (t) => `<span class="k">${escHtml(t)}</span>`,
      string: (t) => `<span class="s">${escHtml(t)}</span>`,
      literal: (t) => `<span class="n">${t}</span>`,
      open: (p) =>
        p !== '' && marks.has(p)
          ? `<mark class="try-bad" title="${escHtml(marks.get(p)!).replace(/"/g, '&quot;')}">`
          : '',
      close: (p) => (p !== '' && marks.has(p) ? '</mark>' : ''),
    },
    '  ',
  );
}
