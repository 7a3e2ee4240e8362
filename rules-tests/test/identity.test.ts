// Rules matrix: users/{uid}: own profile; super admins all. Rows in matrix/expectations.ts.
import { runMatrix } from './matrix/runMatrix';

runMatrix('identity');
