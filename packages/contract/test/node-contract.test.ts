// What the runtime reads from the node API document, compared with the reference table of the 0.11.0 node
// (specs/tests/node-api/reference.yaml, written from the SDK source apart from the document), and how it
// judges answers: every listed response, `$ref`'d ones included, headers, media types and exact int64.
import { describe, expect, it } from 'vitest';
import { reference } from '../../../specs/tests/node-api/reference.js';
import {
  atPointer,
  checkNodeAuth,
  type HttpExchangeAnswer,
  NodeContract,
  nodeFramework,
  readNodeRequest,
} from '../src/index.js';

const contract = new NodeContract();
const op = (path: string) => {
  const o = contract.operationAt(path);
  if (!o) throw new Error(`no operation at ${path}`);
  return o;
};
const answer = (status: number, headers: Record<string, string>, body: string): HttpExchangeAnswer => ({
  status,
  headers,
  body,
});
const kinds = (a: HttpExchangeAnswer, path = '/block/best') =>
  contract.checkAnswer(op(path), a).problems.map((p) => p.kind);

describe('the operation table', () => {
  it('lists, per operation, exactly the business error codes, auth and body use of the 0.11.0 node', () => {
    const rows = reference.operations;
    expect(rows).toHaveLength(71);
    const read = Object.fromEntries(
      rows.map((r) => {
        const o = contract.operationAt(r.path);
        return [r.path, o && { errors: [...o.errorCodes].sort(), auth: o.protected, body: o.body, bare: o.bare }];
      }),
    );
    const expected = Object.fromEntries(
      rows.map((r) => [
        r.path,
        { errors: [...r.errors].sort(), auth: r.basicAuth, body: r.body, bare: r.answer === 'bare-ok' },
      ]),
    );
    expect(read).toEqual(expected);
  });
});

describe('checking an answer', () => {
  it('flags a 500 in a media type the operation does not list, though the 500 answer is a $ref', () => {
    expect(kinds(answer(500, { 'content-type': 'application/xml' }, '<oops/>'))).toEqual(['content-type']);
  });

  it('flags a status the operation does not list', () => {
    expect(kinds(answer(418, { 'content-type': 'text/plain' }, 'teapot'))).toEqual(['unlisted-status']);
  });

  it('flags a foreign 401: problem+json with another realm', () => {
    const foreign = answer(
      401,
      { 'content-type': 'application/problem+json', 'www-authenticate': 'Basic realm="*"' },
      '{"title":"Invalid security scheme used"}',
    );
    expect(kinds(foreign, '/wallet/allBoxes')).toEqual(['header', 'content-type']);
    const bare = answer(401, { 'content-type': 'text/plain; charset=UTF-8' }, 'The supplied authentication is invalid');
    expect(kinds(bare, '/wallet/allBoxes')).toEqual(['missing-header']);
  });

  it('accepts the framework answers of a 0.11.0 node where the operation lists them', () => {
    const framework = [
      ['/wallet/allBoxes', nodeFramework.unauthorized('missing')],
      ['/wallet/allBoxes', nodeFramework.unauthorized('rejected')],
      ['/block/findById', nodeFramework.malformedRequest('Unexpected end-of-input: expected close marker for Object')],
      ['/block/best', nodeFramework.internalServerError()],
      ['/wallet/allBoxes', nodeFramework.disabledOnSeeder()],
    ] as const;
    for (const [path, a] of framework)
      expect({ path, problems: contract.checkAnswer(op(path), a).problems }).toEqual({ path, problems: [] });
  });

  it('judges answers to other methods by x-method-answers: GET is a 404, PUT a 405 with Allow', () => {
    const check = (a: HttpExchangeAnswer, method: string) =>
      contract.checkAnswer(op('/block/best'), a, method).problems.map((p) => p.kind);
    expect(check(nodeFramework.notFound(), 'GET')).toEqual([]);
    expect(check(nodeFramework.methodNotAllowed(), 'PUT')).toEqual([]);
    expect(check(nodeFramework.methodNotAllowed(), 'GET')).toEqual(['unlisted-status']);
    expect(check(nodeFramework.methodNotAllowed(['POST']), 'DELETE')).toEqual(['header', 'wrong-value']);
  });

  it("judges the request parser's answers: an unregistered method is a 501, TRACE with content a 422", () => {
    const check = (status: number, body: string, method: string) =>
      contract
        .checkAnswer(
          op('/block/best'),
          { status, headers: { 'content-type': 'text/plain; charset=UTF-8' }, body },
          method,
        )
        .problems.map((p) => p.kind);
    expect(check(501, 'Unsupported HTTP method', 'QUERY')).toEqual([]);
    expect(check(501, 'Unsupported HTTP method', 'PROPFIND')).toEqual([]);
    expect(check(405, 'HTTP method not allowed, supported methods: POST, GET', 'QUERY')).toEqual(['unlisted-status']);
    expect(check(422, 'TRACE requests must not have an entity', 'TRACE')).toEqual([]);
    expect(check(422, 'TRACE requests must not have a body', 'TRACE')).toHaveLength(1);
    expect(check(422, 'TRACE requests must not have an entity', 'PUT')).toEqual(['unlisted-status']);
    expect(check(501, 'Unsupported HTTP method', 'PUT')).toEqual(['unlisted-status']);
  });

  it('judges the answer to a HEAD by its status and headers: it has no body', () => {
    const check = (a: HttpExchangeAnswer) =>
      contract.checkAnswer(op('/block/best'), a, 'HEAD').problems.map((p) => p.kind);
    expect(check({ ...nodeFramework.methodNotAllowed(), body: '' })).toEqual([]);
    expect(check({ ...nodeFramework.methodNotAllowed(['POST']), body: '' })).toEqual(['header']);
    expect(check({ ...nodeFramework.notFound(), body: '' })).toEqual(['unlisted-status']);
  });

  it('flags a business error code the operation does not list', () => {
    const body = JSON.stringify({ error: { code: '0999', description: 'x', detail: 'y' } });
    expect(kinds(answer(200, { 'content-type': 'application/json' }, body), '/block/findById')).toEqual([
      'unlisted-error-code',
    ]);
  });

  describe('box nonces', () => {
    const allBoxes = (...nonces: string[]) =>
      contract.checkAnswer(
        op('/wallet/allBoxes'),
        answer(
          200,
          { 'content-type': 'application/json' },
          `{"result":{"boxes":[${nonces
            .map(
              (nonce) =>
                `{"id":"${'a'.repeat(64)}","typeName":"ZenBox","nonce":${nonce},"value":1,"isCustom":false,"proposition":{"publicKey":"${'b'.repeat(64)}"}}`,
            )
            .join(',')}]}}`,
        ),
      );

    it('are kept exact', () => {
      const exact = allBoxes('-5720306963467411264');
      expect(exact.problems).toEqual([]);
      expect((exact.value as { result: { boxes: { nonce: bigint }[] } }).result.boxes[0]?.nonce).toBe(
        -5720306963467411264n,
      );
    });

    it('look rounded when at least three large ones all print like doubles', () => {
      const rounded = allBoxes('-5720306963467411000', '1234567890123456800', '-1000000000000000000');
      expect(rounded.problems.map((p) => [p.kind, p.path])).toEqual([['int64-rounded', '/result/boxes/0/nonce']]);
      expect(rounded.problems[0]?.message).toMatch(/^all 3 int64 values beyond 17 digits print exactly as float64/);
    });

    it('one exact value that happens to print like a double, or one exact value among them, is no evidence', () => {
      expect(allBoxes('-5720306963467411000').problems).toEqual([]);
      expect(allBoxes('-5720306963467411000', '1234567890123456800').problems).toEqual([]);
      expect(
        allBoxes('-5720306963467411000', '1234567890123456800', '-1000000000000000000', '-5720306963467411264')
          .problems,
      ).toEqual([]);
      // small values do not count either way
      expect(
        allBoxes('-5720306963467411000', '1234567890123456800', '-1000000000000000000', '7').problems,
      ).toHaveLength(1);
    });
  });
});

describe('checking a request body', () => {
  it('names the unknown field and the missing one', () => {
    expect(
      contract.checkRequestBody(op('/block/findById'), { blockId: 'a'.repeat(64), extra: 1 }).map((p) => p.kind),
    ).toEqual(['request-extra-field']);
    expect(contract.checkRequestBody(op('/block/findById'), {}).map((p) => p.path)).toEqual(['/blockId']);
  });
});

describe('reading a request as the node does', () => {
  it('reads an empty body as {}, ignores the body of an operation that takes none, and keeps int64 exact', () => {
    expect(readNodeRequest(contract, op('/transaction/allTransactions'), '')).toEqual({ ok: true, body: {} });
    expect(readNodeRequest(contract, op('/block/best'), 'not json at all')).toEqual({ ok: true, body: {} });
  });

  it('answers malformed JSON, a hostile nesting and an unknown field with one-line 400s', () => {
    const malformed = readNodeRequest(contract, op('/block/findById'), '{"blockId":');
    expect(malformed.ok || malformed.answer.status).toBe(400);
    // read as far as Jackson reads: an unknown member before the id is buffered whole
    const deep = readNodeRequest(contract, op('/block/findById'), `{"bar":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    expect(deep.ok || deep.answer.body).toBe(
      'The request content was malformed:\nDocument nesting depth (1001) exceeds the maximum allowed (1000, from `StreamReadConstraints.getMaxNestingDepth()`)',
    );
    const extra = readNodeRequest(contract, op('/block/findById'), `{"blockId":"${'a'.repeat(64)}","bar":1}`);
    expect(extra.ok || extra.answer.body).toMatch(/^The request content was malformed:\nUnrecognized field "bar"/);
  });

  it('words an unknown member of the request as the node does, naming its case class (x-source.requestClass)', () => {
    // The document's BadRequest example is what a 0.11.0 node answers; its summary names the request.
    const example = atPointer(
      contract.doc,
      '/components/responses/BadRequest/content/text~1plain/examples/unknownField',
    );
    const { summary, value } = example as { summary: string; value: string };
    const [, path, body] = /: (\S+) with (\{.*\})$/.exec(summary) ?? [];
    const read = readNodeRequest(contract, op(`/${path}`), body!);
    expect(read.ok || read.answer).toEqual({
      status: 400,
      headers: { 'content-type': 'text/plain; charset=UTF-8' },
      body: value,
    });
  });

  it('counts lines and columns to the end of the last value, and lists one known property alone', () => {
    const cls = 'io.horizen.api.http.route.BlockBaseRestSchema$ReqFindById';
    const read = readNodeRequest(
      contract,
      op('/block/findById'),
      `{\n  "blockId": "${'a'.repeat(64)}",\r\n  "bar": 1\n}  \n`,
    );
    expect(read.ok || read.answer.body).toBe(
      `The request content was malformed:\nUnrecognized field "bar" (class ${cls}), not marked as ignorable (one known property: "blockId"])\n at [Source: REDACTED (\`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION\` disabled); line: 3, column: 11] (through reference chain: ${cls}["bar"])`,
    );
  });

  it('places an unknown member where the real node does, and names a nested class and the path to it', () => {
    // answers of the real 0.11.0 node (sidechain-conform diff --flows, http-edges): once every parameter of the
    // class has a value, an unknown member fails right after its value's first token ("[" on line 3)
    const cls = 'io.horizen.api.http.route.BlockBaseRestSchema$ReqLastIds';
    const read = readNodeRequest(contract, op('/block/findLastIds'), '{\n  "number" : 1,\n  "extra" : [ 1 ]\n}\n');
    expect(read.ok || read.answer.body).toBe(
      `The request content was malformed:\nUnrecognized field "extra" (class ${cls}), not marked as ignorable (one known property: "number"])\n at [Source: REDACTED (\`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION\` disabled); line: 3, column: 14] (through reference chain: ${cls}["extra"])`,
    );
    const scheme = 'io.horizen.utxo.api.http.route.SidechainTransactionRestScheme';
    const nested = readNodeRequest(
      contract,
      op('/transaction/sendCoinsToAddress'),
      JSON.stringify({ outputs: [{ publicKey: 'ab'.repeat(32), value: 1, x: 1 }] }),
    );
    expect(nested.ok || nested.answer.body).toBe(
      `The request content was malformed:\nUnrecognized field "x" (class ${scheme}$TransactionOutput), not marked as ignorable (2 known properties: "value", "publicKey"])\n at [Source: REDACTED (\`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION\` disabled); line: 1, column: 108] (through reference chain: ${scheme}$ReqSendCoinsToAddress["outputs"]->com.fasterxml.jackson.module.scala.deser.GenericFactoryDeserializerResolver$BuilderWrapper[0]->${scheme}$TransactionOutput["x"])`,
    );
  });

  it('reads a string or number in an Option[Boolean] member as Jackson does, answering what the route then does', () => {
    const id = 'a'.repeat(64);
    const findById = (format: unknown) =>
      readNodeRequest(contract, op('/transaction/findById'), JSON.stringify({ transactionId: id, format }));
    // erased to Option[Object]: no 400; the route's getOrElse fails to unbox it, akka's plain-text 500
    expect(findById('yes')).toEqual({ ok: false, answer: nodeFramework.internalServerError() });
    expect(findById(1)).toEqual({ ok: false, answer: nodeFramework.internalServerError() });
    expect(findById(null)).toEqual({ ok: true, body: { transactionId: id } }); // None
    expect(findById(true)).toEqual({ ok: true, body: { transactionId: id, format: true } });
    // format is read only when automaticSend is false: otherwise its value is never looked at
    const outputs = [{ publicKey: id, value: 1 }];
    const send = (body: object) =>
      readNodeRequest(contract, op('/transaction/sendCoinsToAddress'), JSON.stringify({ outputs, ...body }));
    expect(send({ format: 'yes' })).toEqual({ ok: true, body: { outputs } });
    expect(send({ format: 'yes', automaticSend: false })).toEqual({
      ok: false,
      answer: nodeFramework.internalServerError(),
    });
    expect(send({ automaticSend: 0 })).toEqual({ ok: false, answer: nodeFramework.internalServerError() });
    // createCoreTransaction reads format inside its try: GenericTransactionError with the cast's message
    const create = readNodeRequest(
      contract,
      op('/transaction/createCoreTransaction'),
      JSON.stringify({
        transactionInputs: [{ boxId: id }],
        regularOutputs: outputs,
        withdrawalRequests: [],
        forgerOutputs: [],
        format: 'true',
      }),
    );
    expect(create.ok || JSON.parse(create.answer.body)).toEqual({
      error: {
        code: '0204',
        description: 'GenericTransactionError',
        detail:
          "class java.lang.String cannot be cast to class java.lang.Boolean (java.lang.String and java.lang.Boolean are in module java.base of loader 'bootstrap')",
      },
    });
    // a mainchain format is a Boolean with a default, not an Option: a string is a 400 there
    const mainchain = readNodeRequest(
      contract,
      op('/mainchain/blockReferenceByHash'),
      JSON.stringify({ hash: id, format: 'yes' }),
    );
    expect(mainchain.ok || mainchain.answer.status).toBe(400);
  });

  it('keeps the 400 small whatever the body holds', () => {
    const outputs = Array.from({ length: 100_000 }, () => ({ publicKey: 'x', value: 'y' }));
    const read = readNodeRequest(contract, op('/transaction/sendCoinsToAddress'), JSON.stringify({ outputs, fee: 1 }));
    expect(read.ok || read.answer.body.length).toBeLessThan(600);
  });
});

describe('Basic credentials', () => {
  const basic = (userPass: string) => `Basic ${Buffer.from(userPass).toString('base64')}`;
  it('accepts any user with the key as password, and never an empty password', () => {
    expect(checkNodeAuth(basic('anyone:key'), 'key')).toBeUndefined();
    expect(checkNodeAuth(basic(':key'), 'key')).toBeUndefined();
    expect(checkNodeAuth(basic('user:'), '')).toBe('rejected');
    expect(checkNodeAuth(basic('user:wrong'), 'key')).toBe('rejected');
  });
  it('reads no header, and a header of another scheme, as no credentials', () => {
    expect(checkNodeAuth(undefined, 'key')).toBe('missing');
    expect(checkNodeAuth('Bearer key', 'key')).toBe('missing');
    // a token akka-http cannot decode, as the real node answers it
    expect(checkNodeAuth('Basic -._~', 'key')).toBe('missing');
  });
});
