// /csw/* after sdk/src/main/scala/io/horizen/utxo/api/http/route/SidechainCswApiRoute.scala. With
// CSW disabled the node builds a stub route: everything but hasCeased and isCSWEnabled answers 0707
// without reading the body or checking credentials.
import { fail, hexOrUnhandled, ok, require, string } from './common.mjs';

const DESCRIPTIONS = {
  SidechainIsAlive: 'Sidechain is alive',
  InvalidAddress: 'Invalid MC address',
  NoProofData: 'Sidechain is alive', // sic: the node gives NoProofData the same description
  ProofGenerationStarted: 'CSW proof generation is started',
  ProofGenerationInProcess: 'CSW proof generation in process',
  ProofCreationFinished: 'CSW proof generation is finished',
};

const NOT_ENABLED = () => fail('0707', 'Ceased Sidechain Withdrawal (CSW) is not enabled for this sidechain.');

/** @param {Record<string, any>} body */
function boxIdOf(body) {
  const boxId = string(body, 'boxId');
  require(boxId !== undefined && boxId.length === 64, 'Invalid boxId length');
  return /** @type {string} */ (boxId);
}

/**
 * A CSW route that is a 0707 stub while CSW is disabled.
 * @param {string[] | undefined} fields the request's fields (undefined: the body is not read) @param {import('./common.mjs').Handler} handle @returns {import('./common.mjs').Route}
 */
const whenEnabled = (fields, handle) => ({
  fields,
  open: (sb) => !sb.csw.enabled,
  handle: (sb, body) => (sb.csw.enabled ? handle(sb, body) : NOT_ENABLED()),
});

/** @type {Record<string, import('./common.mjs').Route>} */
export const cswRoutes = {
  '/csw/hasCeased': { handle: (sb) => ok({ state: sb.csw.ceased }) },
  '/csw/isCSWEnabled': { handle: (sb) => ok({ cswEnabled: sb.csw.enabled }) },
  '/csw/generateCswProof': whenEnabled(['boxId', 'receiverAddress'], (sb, body) => {
    const boxId = boxIdOf(body);
    const receiver = string(body, 'receiverAddress') ?? '';
    if (!/^[0-9a-fA-F]{64}$/.test(boxId)) return fail('0702', 'Unexpected error during CSW proof generation.', `Invalid hex string: ${boxId}`);
    const state = sb.csw.generate(boxId.toLowerCase(), receiver);
    return ok({ state, description: DESCRIPTIONS[state] });
  }),
  '/csw/cswInfo': whenEnabled(['boxId'], (sb, body) => {
    const boxId = hexOrUnhandled(boxIdOf(body));
    try {
      return ok({ cswInfo: sb.csw.info(boxId) });
    } catch (e) {
      return fail('0703', /** @type {Error} */ (e).message);
    }
  }),
  '/csw/cswBoxIds': whenEnabled(undefined, (sb) => ok({ cswBoxIds: sb.csw.boxIds() })),
  '/csw/nullifier': whenEnabled(['boxId'], (sb, body) => {
    const boxId = hexOrUnhandled(boxIdOf(body));
    try {
      return ok({ nullifier: sb.csw.nullifier(boxId) });
    } catch (e) {
      return fail('0705', /** @type {Error} */ (e).message);
    }
  }),
};
