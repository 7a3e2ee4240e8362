// Rules matrix: customers, loyalty cards, coupons and reviews. Rows in matrix/expectations.ts.
import { runMatrix } from './matrix/runMatrix';

runMatrix('customers');
