// Rules matrix: restaurants, stores, their members and invites. Rows in matrix/expectations.ts.
import { runMatrix } from './matrix/runMatrix';

runMatrix('tenancy');
