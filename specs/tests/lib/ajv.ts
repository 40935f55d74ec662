// One JSON Schema 2020-12 validator setup for the bundled documents, with the OpenAPI integer
// formats checked for range (ajv-formats has no int32/int64).
import ajv2020Module from 'ajv/dist/2020.js';
import ajvFormatsModule from 'ajv-formats';

// CommonJS packages: under NodeNext the class and the plugin are the `default` member (also at runtime).
const Ajv2020 = ajv2020Module.default;
const addFormats = ajvFormatsModule.default;
export type Ajv = InstanceType<typeof Ajv2020>;

const INT32 = 2 ** 31;

export function createAjv(): Ajv {
  // strict: false because the documents carry OpenAPI/OpenRPC keywords (discriminator, x-…)
  // that are not JSON Schema; validation itself is complete (allErrors for readable reports).
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
