// One JSON Schema 2020-12 validator for the bundled documents, with the OpenAPI integer formats
// checked for range (ajv-formats has no int32/int64).
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const INT32 = 2 ** 31;

export function createAjv(): Ajv2020 {
  // strict: false because the documents carry OpenAPI/OpenRPC keywords (discriminator, x-…)
  // that are not JSON Schema; validation itself is complete.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= -INT32 && n < INT32 });
  // Beyond 2^53 a JS number cannot tell int64 values apart; the schema's minimum/maximum still apply.
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  return ajv;
}

export function errorText(validate: { errors?: unknown[] | null }): string {
  return JSON.stringify(validate.errors ?? [], null, 1);
}
