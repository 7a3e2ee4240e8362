import { usePageTitle } from '@resto/web-common';
import { WithRouteRestaurant } from '../../shared/EditPage';
import { CouponEditor } from './CouponEditor';
import { newCouponValues } from './couponForm';

/** `/restaurants/:restaurantId/coupons/create` */
export default function CouponCreatePage() {
  usePageTitle('New coupon');
  return (
    <WithRouteRestaurant>
      {(restaurant) => (
        <CouponEditor key={restaurant.id} restaurant={restaurant} initial={newCouponValues()} />
      )}
    </WithRouteRestaurant>
  );
}
