// /mainchain/* after sdk/src/main/scala/io/horizen/api/http/route/MainchainBlockApiRoute.scala (tag
// 0.11.0), on the sandbox's simulated mainchain. Its `blockHex` is the sandbox's own form (hex of the
// reference's JSON), not the mainchain's serialization, except on the SDK's standalone genesis (recorded).
import { fromHexString } from './jvm.js';
import { fail, type SandboxHandlers, Unhandled, unhandledOnThrow } from './outcome.js';

/** A mainchain hash as the route decodes it (BytesUtils.fromHexString, outside any Try: a text 500). */
const hashOf = (hash: string | null) => unhandledOnThrow(() => fromHexString(hash).toString('hex'));

export const mainchainHandlers = {
  mainchainBestBlockReferenceInfo(_body, node) {
    const h = node.mainchain.bestHeight;
    if (h === undefined) return fail('0501', 'No best block are present in the mainchain');
    return { result: { blockReferenceInfo: node.mainchain.referenceInfo(h) } };
  },

  mainchainGenesisBlockReferenceInfo(_body, node) {
    const { creationHeight } = node.mainchain;
    if (!node.mainchain.has(creationHeight)) return fail('0501', 'No genesis mainchain block is present');
    return { result: { blockReferenceInfo: node.mainchain.referenceInfo(creationHeight) } };
  },

  mainchainBlockReferenceInfoBy({ hash, height, format = false }, node) {
    let found: number | undefined;
    if (hash !== undefined) {
      found = node.mainchain.heightOf(hashOf(hash));
      if (found === undefined) return fail('0502', 'No reference info had been found for given hash');
    } else if (height !== undefined) {
      // an Option[Int] erased: the route unboxes what Jackson read (a ClassCastException, a text 500, for
      // anything but an Integer)
      if (typeof height !== 'number' || !Number.isInteger(height) || Math.abs(height) > 2 ** 31)
        throw new Unhandled(`class of ${String(height)} cannot be cast to class java.lang.Integer`);
      found = node.mainchain.has(height) ? height : undefined;
      if (found === undefined) return fail('0502', 'No reference info had been found for given height');
    } else {
      return fail('0503', 'Provide parameters either hash or height.');
    }
    const info = node.mainchain.referenceInfo(found);
    return { result: format ? { blockReferenceInfo: info } : { blockHex: node.mainchain.referenceInfoHex(found) } };
  },

  mainchainBlockReferenceByHash({ hash, format = false }, node) {
    const height = node.mainchain.heightOf(hashOf(hash));
    if (height === undefined) return fail('0501', 'No Mainchain reference had been found for given hash');
    const block = node.chain.blocks[height - node.mainchain.creationHeight];
    const reference = {
      header: node.mainchain.header(height),
      data: node.mainchain.referenceData(height, block && node.chain.aggregated(block)),
    };
    return {
      result: format ? { blockReference: reference } : { blockHex: node.mainchain.referenceHex(reference) },
    };
  },

  mainchainMainchainHeaderInfoByHash({ hash }, node) {
    const height = node.mainchain.heightOf(hashOf(hash));
    if (height === undefined) return fail('0504', 'No Mainchain Header had been found for given hash');
    return { result: { mainchainHeaderInfo: node.mainchain.headerInfo(height) } };
  },
} satisfies Partial<SandboxHandlers>;
