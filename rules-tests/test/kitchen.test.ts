// Rules matrix: KDS tickets and device settings, print jobs, employees. Rows in matrix/expectations.ts.
import { runMatrix } from './matrix/runMatrix';

runMatrix('kitchen');
