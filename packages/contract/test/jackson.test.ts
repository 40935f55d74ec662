import { describe, expect, it } from 'vitest';
import { loadNodeDocument, nodeFramework, parseExact, stringifyJackson } from '../src/index.js';

/** The wire form a shared response's description records in its fenced block, with the example it shows. */
function documentedWireForm(response: string, example: string): { wire: string; value: unknown } {
  const doc = loadNodeDocument();
  const r = doc.components.responses?.[response] as {
    description: string;
    content: Record<string, { examples: Record<string, { value: unknown }> }>;
  };
  const wire = /```\n([\s\S]*?)\n```/.exec(r.description)?.[1];
  if (wire === undefined) throw new Error(`${response}: no wire form in its description`);
  return { wire, value: r.content['application/json']?.examples[example]?.value };
}

describe("the node's pretty-printed JSON (Jackson INDENT_OUTPUT)", () => {
  it('writes the bodies the contract records byte for byte', () => {
    for (const [response, example] of [
      ['InternalError', 'routeError'],
      ['NotFoundOnSeeder', 'seeder'],
    ] as const) {
      const { wire, value } = documentedWireForm(response, example);
      expect(stringifyJackson(value)).toBe(wire);
    }
    expect(nodeFramework.disabledOnSeeder().body).toBe(documentedWireForm('NotFoundOnSeeder', 'seeder').wire);
    expect(nodeFramework.routeError('io.horizen.utxo.box.NoSuchBox').body).toBe(
      documentedWireForm('InternalError', 'routeError').wire,
    );
  });

  it('keeps arrays on one line and indents objects inside them one level deeper', () => {
    expect(stringifyJackson({ result: { ids: ['a', 'b'], boxes: [{ v: 1 }, { v: 2 }], none: [], empty: {} } })).toBe(
      [
        '{',
        '  "result" : {',
        '    "ids" : [ "a", "b" ],',
        '    "boxes" : [ {',
        '      "v" : 1',
        '    }, {',
        '      "v" : 2',
        '    } ],',
        '    "none" : [ ],',
        '    "empty" : { }',
        '  }',
        '}',
      ].join('\n'),
    );
    expect(stringifyJackson([[1], []])).toBe('[ [ 1 ], [ ] ]');
    expect(stringifyJackson('OK')).toBe('"OK"');
  });

  it('writes int64 exactly, leaves out undefined members, writes null', () => {
    const text = stringifyJackson({ nonce: -5720306963467411264n, gone: undefined, detail: null });
    expect(text).toBe('{\n  "nonce" : -5720306963467411264,\n  "detail" : null\n}');
    expect(parseExact(text)).toEqual({ nonce: -5720306963467411264n, detail: null });
  });

  it("escapes as Jackson's generator does: short escapes, upper-case \\u00XX, non-ASCII as is", () => {
    expect(stringifyJackson('a"b\\c\n\t\r\b\f\u0001\u001fé/€')).toBe('"a\\"b\\\\c\\n\\t\\r\\b\\f\\u0001\\u001Fé/€"');
    expect(JSON.parse(stringifyJackson('\u0000x\u007f'))).toBe('\u0000x\u007f');
  });

  it('refuses values JSON cannot hold', () => {
    expect(() => stringifyJackson({ n: Number.NaN })).toThrow(TypeError);
    expect(() => stringifyJackson({ f: () => 1 })).toThrow(TypeError);
  });
});
