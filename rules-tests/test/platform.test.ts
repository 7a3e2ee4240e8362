// Rules matrix: platform settings, domains, batch upload jobs. Rows in matrix/expectations.ts.
import { runMatrix } from './matrix/runMatrix';

runMatrix('platform');
