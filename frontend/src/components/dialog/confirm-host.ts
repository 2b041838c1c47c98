import { oneWayFlag } from '../../lib/one-way-flag';

/**
 * Whether a page that asks for confirmations has loaded. Only signed-in pages ask (cancel a booking,
 * delete a row), so the dialog's code comes with them and the layout mounts its host from then on,
 * instead of every public page carrying it.
 */
const confirmHost = oneWayFlag(false);

export const wantConfirmHost = confirmHost.raise;
export const useConfirmHostWanted = confirmHost.useRaised;
