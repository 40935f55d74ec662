// Every operation and every shared schema of the node API carries `x-source`: where its behaviour
// is read in the Sidechains SDK source at tag 0.11.0. The bundle must keep the extension.
import { describe, expect, test } from 'vitest';
import { arr, derefObj, doc, get, type JsonObject, obj, operations, str } from './load.js';
import { rowByPath } from './reference.js';

/** `<path in the SDK repository>#<member>` or `<path>`: a file under sdk/src/main, Scala or Java. */
const SDK_REF = /^sdk\/src\/main\/(scala|java)\/io\/horizen\/[\w/]+\.(scala|java)(#\w+)?$/;
/** The bare-OK answer comes from Sparkz, the SDK's network library (sdk/pom.xml: sparkz-core 2.3.0). */
const SPARKZ_OK = 'Sparkz 2.3.0 src/main/scala/sparkz/core/api/http/ApiResponse.scala#OK';
/** A file of Sparkz at that version. */
const SPARKZ_REF = /^Sparkz 2\.3\.0 src\/main\/scala\/sparkz\/[\w/]+\.scala(#\w+)?$/;
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
/** The `notes` of an `x-source`, when it has any. */
const notesOf = (source: unknown): unknown[] => arr(get(source, 'notes') ?? [], 'x-source notes');

describe.each(operations)('$path x-source', ({ path, op }) => {
  const source = op['x-source'];
  const row = rowByPath.get(path)!;

  test('names the route of the reference table', () => {
    expect(get(source, 'route')).toBe(row.route);
    expect(obj(source, 'x-source').route).toMatch(SDK_REF);
  });

  test('names the request case class exactly when the node reads a body', () => {
    const { request, requestClass } = obj(source, 'x-source');
    if (row.body === 'none') expect([request, requestClass]).toEqual([undefined, undefined]);
    else expect(request).toMatch(SDK_REF);
  });

  test('names the response class(es)', () => {
    const responses = asList(get(source, 'response'));
    expect(responses.length).toBeGreaterThan(0);
    for (const ref of responses) expect(ref).toMatch(row.answer === 'bare-ok' ? /^Sparkz 2\.3\.0 / : SDK_REF);
    if (row.answer === 'bare-ok') expect(responses).toEqual([SPARKZ_OK]);
  });

  test('names one error class per business error code, and the seeder switch', () => {
    const errors = obj(get(source, 'errors') ?? {}, 'x-source.errors');
    expect(Object.keys(errors).sort()).toEqual([...row.errors].sort());
    for (const ref of Object.values(errors)) expect(ref).toMatch(SDK_REF);
    if (row.seeder404) expect(get(source, 'seeder404')).toMatch(/#listOfDisabledEndpoints$/);
    else expect(get(source, 'seeder404')).toBeUndefined();
  });

  test('notes, when present, are one line each', () => {
    for (const note of notesOf(obj(source, 'x-source'))) expect(note).toMatch(/^[^\n]{10,300}$/);
  });
});

// The checks of a request body run for the operations that have one (and are not counted for the others).
const withBody = operations.filter(({ path }) => rowByPath.get(path)?.body !== 'none');

describe.each(withBody)('$path x-source of its request body', ({ op }) => {
  test('gives the JVM name of the request class, in the package of its file (Jackson names it in 400s)', () => {
    const source = op['x-source'];
    const [file, member] = str(get(source, 'request'), 'x-source.request').split('#');
    const pkg = file!
      .replace(/^sdk\/src\/main\/(scala|java)\//, '')
      .replace(/\/\w+\.(scala|java)$/, '')
      .replaceAll('/', '.');
    // the case classes live in an object of the file (`…RestScheme`), so the binary name has a `$`
    expect(get(source, 'requestClass')).toMatch(new RegExp(`^${pkg.replaceAll('.', '\\.')}\\.\\w+\\$${member}$`));
  });
});

/** Every request property marked x-jackson-untyped, with its operation's request schema. */
const untypedProperties = operations.flatMap(({ path, op }) => {
  if (!op.requestBody) return [];
  const body = derefObj(op.requestBody, 'requestBody');
  const schema = derefObj(get(body, 'content', 'application/json', 'schema'), 'request schema');
  const properties = obj(schema.properties ?? {}, 'request schema properties');
  return Object.entries(properties)
    .filter(([, property]) => get(property, 'x-jackson-untyped') !== undefined)
    .map(([name, property]) => ({ path, name, property, schema, properties }));
});

describe('x-jackson-untyped', () => {
  test('marks some request properties', () => {
    expect(untypedProperties.length).toBeGreaterThan(0);
  });

  test.each(untypedProperties)(
    '$path $name: an optional boolean, with a known answer and a condition on a member',
    ({ name, property, schema, properties }) => {
      expect([name, get(property, 'type'), schema.required ?? []]).toEqual([
        name,
        'boolean',
        expect.not.arrayContaining([name]),
      ]);
      const untyped = get(property, 'x-jackson-untyped');
      expect([500, '0204']).toContain(get(untyped, 'answer'));
      for (const field of Object.keys(obj(get(untyped, 'readWhen') ?? {}, `${name} readWhen`)))
        expect(Object.keys(properties)).toContain(field);
    },
  );
});

describe('shared schemas', () => {
  const schemas = Object.entries(doc.components.schemas);
  // Plain value schemas (hex strings, amounts, enumerations of strings) are formats, not classes.
  const isClass = (schema: JsonObject) => schema.type === 'object' || schema.oneOf !== undefined;
  const classSchemas = schemas.filter(([, schema]) => isClass(schema));

  test('there are class schemas to check', () => {
    expect(classSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['SidechainBlockHeader', 'ZenBox', 'Error0101']),
    );
  });

  test.each(classSchemas)('%s names the serialized class', (_, schema) => {
    expect(get(schema, 'x-source', 'class')).toMatch(SDK_REF);
    for (const note of notesOf(obj(schema['x-source'], 'x-source'))) expect(note).toMatch(/^[^\n]{10,300}$/);
  });

  test('string enumerations the node renders from a class (toString of its case objects) cite it', () => {
    const cited = schemas.filter(
      ([, schema]) => schema.type === 'string' && Array.isArray(schema.enum) && Boolean(schema['x-source']),
    );
    expect(cited.map(([name]) => name)).toEqual(expect.arrayContaining(['ConnectionType', 'CswProofGenerationState']));
    for (const [name, schema] of cited) {
      const ref = str(get(schema, 'x-source', 'class'), `${name} x-source.class`);
      expect(
        [SDK_REF, SPARKZ_REF].some((re) => re.test(ref)),
        `${name}: ${ref}`,
      ).toBe(true);
      for (const note of notesOf(schema['x-source'])) expect(note).toMatch(/^[^\n]{10,300}$/);
    }
  });

  test('business error schemas cite the ErrorResponse class of their code', () => {
    for (const [name, schema] of schemas.filter(([n]) => /^Error\d{4}$/.test(n))) {
      expect(get(obj(schema['x-source'], `${name} x-source`), 'class'), name).toMatch(
        new RegExp(`#${str(schema.title, `${name} title`)}$`),
      );
    }
  });
});
