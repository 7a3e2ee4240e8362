// Rules matrix: POS terminals, KDS devices and printers: staff read, a device reads its own document. Rows in matrix/expectations.ts.
import { runMatrix } from './matrix/runMatrix';

runMatrix('devices');
