import type { RouteKey } from '@pms/contracts/routes';
import { CLIENT_OPERATIONS } from './operations-clients';
import { WEBHOOK_OPERATIONS } from './operations-webhooks';
import { FRONT_OPERATIONS } from './operations-front';
import { HOUSE_OPERATIONS } from './operations-house';
import { MONEY_OPERATIONS } from './operations-money';
import { RECORD_OPERATIONS } from './operations-records';
import type { OperationDoc } from './operation';

export { GATEWAY_OPERATIONS } from './operations-records';

/**
 * What the document says about every route of the route table, keyed `METHOD path` exactly as the
 * table writes it: a route added to the table without an entry here does not compile, and an entry
 * for a route that is not in the table fails gateway/test/openapi.test.ts.
 */
export const OPERATIONS: Record<RouteKey, OperationDoc> = {
  ...FRONT_OPERATIONS,
  ...HOUSE_OPERATIONS,
  ...MONEY_OPERATIONS,
  ...RECORD_OPERATIONS,
  ...CLIENT_OPERATIONS,
  ...WEBHOOK_OPERATIONS,
};
