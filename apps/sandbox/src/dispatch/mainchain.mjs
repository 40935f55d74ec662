// /mainchain/* after sdk/src/main/scala/io/horizen/api/http/route/MainchainBlockApiRoute.scala, on
// the sandbox's simulated mainchain. `blockHex` is the sandbox's own encoding (hex of the JSON).
import { boolean, fail, hexOrUnhandled, integer, ok, string } from './common.mjs';

/** @param {unknown} value */
const hexOf = (value) => Buffer.from(JSON.stringify(value)).toString('hex');

/** @type {Record<string, import('./common.mjs').Route>} */
export const mainchainRoutes = {
  '/mainchain/bestBlockReferenceInfo': {
    handle(sb) {
      const last = sb.mainchain.blocks.at(-1);
      return last ? ok({ blockReferenceInfo: sb.mainchain.referenceInfo(last) }) : fail('0501', 'No best block are present in the mainchain');
    },
  },
  '/mainchain/genesisBlockReferenceInfo': {
    handle(sb) {
      const first = sb.mainchain.blocks[0];
      return first ? ok({ blockReferenceInfo: sb.mainchain.referenceInfo(first) }) : fail('0501', 'No genesis mainchain block is present');
    },
  },
  '/mainchain/blockReferenceInfoBy': {
    fields: ['hash', 'height', 'format'],
    handle(sb, body) {
      const hash = string(body, 'hash');
      const format = boolean(body, 'format', false);
      let found;
      if (hash !== undefined) {
        found = sb.mainchain.find(hexOrUnhandled(hash));
        if (!found) return fail('0502', 'No reference info had been found for given hash');
      } else if (body.height !== undefined && body.height !== null) {
        found = sb.mainchain.atHeight(integer(body, 'height'));
        if (!found) return fail('0502', 'No reference info had been found for given height');
      } else {
        return fail('0503', 'Provide parameters either hash or height.');
      }
      const info = sb.mainchain.referenceInfo(found);
      return ok(format ? { blockReferenceInfo: info } : { blockHex: hexOf(info) });
    },
  },
  '/mainchain/blockReferenceByHash': {
    fields: ['hash', 'format'],
    handle(sb, body) {
      const found = sb.mainchain.find(hexOrUnhandled(string(body, 'hash') ?? ''));
      if (!found) return fail('0501', 'No Mainchain reference had been found for given hash');
      const reference = { header: found.header, data: found.data };
      return ok(boolean(body, 'format', false) ? { blockReference: reference } : { blockHex: hexOf(reference) });
    },
  },
  '/mainchain/mainchainHeaderInfoByHash': {
    fields: ['hash'],
    handle(sb, body) {
      const found = sb.mainchain.find(hexOrUnhandled(string(body, 'hash') ?? ''));
      if (!found) return fail('0504', 'No Mainchain Header had been found for given hash');
      return ok({ mainchainHeaderInfo: sb.mainchain.headerInfo(found) });
    },
  },
};
