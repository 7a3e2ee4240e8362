import { LoadingScreen, useDoc, usePageTitle } from '@resto/web-common';
import { useParams } from 'react-router-dom';
import { WithRouteRestaurant } from '../../shared/EditPage';
import { MissingDocument } from '../../shared/MissingDocument';
import { CouponEditor } from './CouponEditor';
import { couponValuesOf } from './couponForm';
import { couponDocRef, couponsPagePath, useCouponUse } from './couponsApi';

/** `/restaurants/:restaurantId/coupons/edit/:couponId` */
export default function CouponEditPage() {
  usePageTitle('Edit coupon');
  const { restaurantId = '', couponId = '' } = useParams();
  const coupon = useDoc(restaurantId && couponId ? couponDocRef(restaurantId, couponId) : null);
  const used = useCouponUse(restaurantId, couponId, coupon.data?.redeemedCount);
  if (coupon.loading) return <LoadingScreen label="Loading the coupon…" />;
  if (!coupon.data)
    return (
      <MissingDocument
        what="coupon"
        error={coupon.error}
        backTo={couponsPagePath(restaurantId)}
        backLabel="All coupons"
      />
    );
  const stored = coupon.data;
  return (
    <WithRouteRestaurant>
      {(restaurant) => (
        <CouponEditor
          key={stored.id}
          restaurant={restaurant}
          couponId={stored.id}
          initial={couponValuesOf(stored)}
          saved={{ redeemedCount: used }}
        />
      )}
    </WithRouteRestaurant>
  );
}
