// Rules matrix: collections no client may touch, not even a super admin. Rows in matrix/expectations.ts.
import { runMatrix } from './matrix/runMatrix';

runMatrix('serverOnly');
