// Rules matrix: daily and monthly rollups and payouts. Rows in matrix/expectations.ts.
import { runMatrix } from './matrix/runMatrix';

runMatrix('reports');
