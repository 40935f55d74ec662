// Every operation and every shared schema of the node API carries `x-source`: where its behaviour
// is read in the Sidechains SDK source at tag 0.11.0. The bundle must keep the extension.
import { describe, expect, test } from 'vitest';
import { deref, doc, type Json, operations } from './load.js';
import { rowByPath } from './reference.js';

/** `<path in the SDK repository>#<member>` or `<path>`: a file under sdk/src/main, Scala or Java. */
const SDK_REF = /^sdk\/src\/main\/(scala|java)\/io\/horizen\/[\w/]+\.(scala|java)(#\w+)?$/;
/** The bare-OK answer comes from Sparkz, the SDK's network library (sdk/pom.xml: sparkz-core 2.3.0). */
const SPARKZ_OK = 'Sparkz 2.3.0 src/main/scala/sparkz/core/api/http/ApiResponse.scala#OK';
/** A file of Sparkz at that version. */
const SPARKZ_REF = /^Sparkz 2\.3\.0 src\/main\/scala\/sparkz\/[\w/]+\.scala(#\w+)?$/;
const asList = (value: Json): string[] => (Array.isArray(value) ? value : [value]);

describe.each(operations)('$path x-source', ({ path, op }) => {
  const source = op['x-source'];
  const row = rowByPath.get(path)!;

  test('names the route of the reference table', () => {
    expect(source?.route).toBe(row.route);
    expect(source.route).toMatch(SDK_REF);
  });

  test('names the request case class exactly when the node reads a body', () => {
    if (row.body === 'none') expect([source.request, source.requestClass]).toEqual([undefined, undefined]);
    else expect(source.request).toMatch(SDK_REF);
  });

  test('gives the JVM name of the request class, in the package of its file (Jackson names it in 400s)', () => {
    if (row.body === 'none') return;
    const [file, member] = (source.request as string).split('#');
    const pkg = file!
      .replace(/^sdk\/src\/main\/(scala|java)\//, '')
      .replace(/\/\w+\.(scala|java)$/, '')
      .replaceAll('/', '.');
    // the case classes live in an object of the file (`…RestScheme`), so the binary name has a `$`
    expect(source.requestClass).toMatch(new RegExp(`^${pkg.replaceAll('.', '\\.')}\\.\\w+\\$${member}$`));
  });

  test('x-jackson-untyped marks optional booleans only, with a known answer and a condition on a member', () => {
    if (!op.requestBody) return;
    const schema = deref(deref(op.requestBody).content['application/json'].schema);
    for (const [name, property] of Object.entries<Json>(schema.properties ?? {})) {
      const untyped = property['x-jackson-untyped'];
      if (untyped === undefined) continue;
      expect([name, property.type, schema.required ?? []]).toEqual([
        name,
        'boolean',
        expect.not.arrayContaining([name]),
      ]);
      expect([500, '0204']).toContain(untyped.answer);
      for (const field of Object.keys(untyped.readWhen ?? {})) expect(Object.keys(schema.properties)).toContain(field);
    }
  });

  test('names the response class(es)', () => {
    const responses = asList(source.response);
    expect(responses.length).toBeGreaterThan(0);
    for (const ref of responses) expect(ref).toMatch(row.answer === 'bare-ok' ? /^Sparkz 2\.3\.0 / : SDK_REF);
    if (row.answer === 'bare-ok') expect(responses).toEqual([SPARKZ_OK]);
  });

  test('names one error class per business error code, and the seeder switch', () => {
    expect(Object.keys(source.errors ?? {}).sort()).toEqual([...row.errors].sort());
    for (const ref of Object.values<string>(source.errors ?? {})) expect(ref).toMatch(SDK_REF);
    if (row.seeder404) expect(source.seeder404).toMatch(/#listOfDisabledEndpoints$/);
    else expect(source.seeder404).toBeUndefined();
  });

  test('notes, when present, are one line each', () => {
    for (const note of source.notes ?? []) expect(note).toMatch(/^[^\n]{10,300}$/);
  });
});

describe('shared schemas', () => {
  const schemas = Object.entries<Json>(doc.components.schemas);
  // Plain value schemas (hex strings, amounts, enumerations of strings) are formats, not classes.
  const isClass = (schema: Json) => schema.type === 'object' || schema.oneOf !== undefined;
  const classSchemas = schemas.filter(([, schema]) => isClass(schema));

  test('there are class schemas to check', () => {
    expect(classSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['SidechainBlockHeader', 'ZenBox', 'Error0101']),
    );
  });

  test.each(classSchemas)('%s names the serialized class', (_, schema) => {
    expect(schema['x-source']?.class).toMatch(SDK_REF);
    for (const note of schema['x-source'].notes ?? []) expect(note).toMatch(/^[^\n]{10,300}$/);
  });

  test('string enumerations the node renders from a class (toString of its case objects) cite it', () => {
    const cited = schemas.filter(
      ([, schema]) => schema.type === 'string' && Array.isArray(schema.enum) && schema['x-source'],
    );
    expect(cited.map(([name]) => name)).toEqual(expect.arrayContaining(['ConnectionType', 'CswProofGenerationState']));
    for (const [name, schema] of cited) {
      const ref: string = schema['x-source'].class;
      expect(
        [SDK_REF, SPARKZ_REF].some((re) => re.test(ref)),
        `${name}: ${ref}`,
      ).toBe(true);
      for (const note of schema['x-source'].notes ?? []) expect(note).toMatch(/^[^\n]{10,300}$/);
    }
  });

  test('business error schemas cite the ErrorResponse class of their code', () => {
    for (const [name, schema] of schemas.filter(([n]) => /^Error\d{4}$/.test(n))) {
      expect(schema['x-source'].class, name).toMatch(new RegExp(`#${schema.title}$`));
    }
  });
});
