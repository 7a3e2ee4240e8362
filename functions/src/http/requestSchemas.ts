/**
 * Every schema the API's own routes parse a request with (bodies, query strings, path ids), beside the
 * domain's `*_REQUEST_SCHEMAS`. test/requestSchemas.test.ts walks all of them and fails on any string
 * without a maximum length or list without a maximum size (domain/src/common/inputBounds.ts), and
 * fails when a route parses `req.body` / `req.query` with a schema listed in neither place: a new
 * route's schema belongs here (or in its capability's registry in the domain).
 */
import { ZAddressLookupRequest } from '../api/addressLookup';
import { ZCouponListQuery, ZRedeemRequest, ZRedemptionsQuery } from '../api/coupons';
import { ZCreateDeviceRequest, ZDeviceLoginRequest, ZUpdateDeviceRequest } from '../api/deviceRoutes';
import { ZCreateEmployeeRequest, ZUpdateEmployeeRequest, ZVerifyPinRequest } from '../api/employees';
import { ZServeQuery, ZUploadQuery } from '../api/images';
import { ZUpdateKdsSettingsRequest } from '../api/kds';
import { ZImageLoadFailure } from '../api/logging';
import { ZPageQuery } from '../api/loyalty';
import {
  ZSmsAudiencePreviewRequest,
  ZSmsCampaignListQuery,
  ZTwilioCallbackQuery,
  ZTwilioForm,
} from '../api/marketing';
import { ZAddUserRequest, ZChangeRoleRequest } from '../api/memberRoutes';
import { ZPathId } from '../api/params';
import { ZSendCodeRequest, ZVerifyCodeRequest } from '../api/phoneAuth';
import { ZPosCustomerLookupQuery, ZUpdatePosTerminalRequest } from '../api/pos';
import { ZCreatePrinterRequest } from '../api/printers';
import { ZCloudPrntJobQuery } from '../api/printing';
import { ZCreateRestaurantRequest, ZCreateStoreRequest } from '../api/restaurants';
import { ZConnectAccountRequest, ZExternalAccountRequest, ZPayoutPageQuery } from '../api/stripeConnect';
import { ZAddSavedCardRequest, ZPaymentMethodId } from '../api/stripeCustomers';
import { ZGrantSuperAdminRequest } from '../api/superAdmin';
import { ZBookingAcceptRequest } from '../api/tableBookings';
import { ZAnswerInviteRequest, ZGetOrCreateUserRequest } from '../api/user';
import { ZBookingReminderTask } from '../bookings/reminderTasks';
import { ZClaimGuestOrdersRequest } from '../customers/claimGuestOrders';
import { ZSmsCampaignTaskData } from '../marketing/smsCampaignTask';
import {
  ZCategoryRequest,
  ZReorderCategoriesRequest,
  ZReorderItemsRequest,
  ZSoldOutRequest,
} from '../menu/requests';
import { ZCloudPrntPoll } from '../printing/cloudPrnt';
import { ZEpsonSdpRequest } from '../printing/epsonSdp';
import { ZReviewRequestTask } from '../reviews/reviewRequestTasks';
import { ZCustomPaymentsRequest, ZDeliveryRequest } from '../settings/settingRequests';

export const ROUTE_REQUEST_SCHEMAS = {
  ZPathId,
  /** A task queue's payload is a request too (Cloud Tasks delivers it to the task function). */
  ZBookingReminderTask,
  ZCloudPrntPoll,
  ZCloudPrntJobQuery,
  ZEpsonSdpRequest,
  ZPosCustomerLookupQuery,
  ZCouponListQuery,
  ZRedemptionsQuery,
  ZRedeemRequest,
  ZDeviceLoginRequest,
  ZCreateDeviceRequest,
  ZUpdateDeviceRequest,
  ZUpdatePosTerminalRequest,
  ZCreatePrinterRequest,
  ZCreateEmployeeRequest,
  ZUpdateEmployeeRequest,
  ZVerifyPinRequest,
  ZUploadQuery,
  ZServeQuery,
  ZUpdateKdsSettingsRequest,
  ZImageLoadFailure,
  ZPageQuery,
  ZAddUserRequest,
  ZChangeRoleRequest,
  ZSendCodeRequest,
  ZVerifyCodeRequest,
  ZClaimGuestOrdersRequest,
  ZCreateRestaurantRequest,
  ZCreateStoreRequest,
  ZConnectAccountRequest,
  ZPayoutPageQuery,
  ZExternalAccountRequest,
  ZAddSavedCardRequest,
  ZPaymentMethodId,
  ZGrantSuperAdminRequest,
  ZGetOrCreateUserRequest,
  ZAnswerInviteRequest,
  ZAddressLookupRequest,
  ZCategoryRequest,
  ZReorderCategoriesRequest,
  ZReorderItemsRequest,
  ZSoldOutRequest,
  ZCustomPaymentsRequest,
  ZDeliveryRequest,
  ZBookingAcceptRequest,
  ZSmsCampaignListQuery,
  ZSmsAudiencePreviewRequest,
  ZTwilioForm,
  ZTwilioCallbackQuery,
  ZSmsCampaignTaskData,
  ZReviewRequestTask,
};
