// Rules matrix: website, POS and marketplace orders and table bookings. Rows in matrix/expectations.ts.
import { runMatrix } from './matrix/runMatrix';

runMatrix('orders');
