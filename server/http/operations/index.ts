import type { Operation } from '../operation';
import { adminOperations } from './admin';
import { authOperations } from './auth';
import { demoOperations } from './demo';
import { maintenanceOperations } from './maintenance';
import { ownersOperations } from './owners';
import { paymentsOperations } from './payments';
import { payoutsOperations } from './payouts';
import { portalOperations } from './portal';
import { publicOperations } from './public';

/** Every operation of the contract, by operationId (app.ts refuses to start if one is missing). */
export const OPERATIONS: Record<string, Operation> = {
  ...authOperations,
  ...adminOperations,
  ...paymentsOperations,
  ...ownersOperations,
  ...payoutsOperations,
  ...portalOperations,
  ...maintenanceOperations,
  ...publicOperations,
  ...demoOperations,
};
