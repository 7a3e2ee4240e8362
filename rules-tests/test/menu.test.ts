// Rules matrix: published menu (public) and the working copies and settings (staff and the store's devices). Rows in matrix/expectations.ts.
import { runMatrix } from './matrix/runMatrix';

runMatrix('menu');
