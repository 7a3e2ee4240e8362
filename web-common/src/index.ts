// Shared React pieces of the four web apps. Import from '@resto/web-common'; fonts from '@resto/web-common/fonts'.

export { AppProviders, type AppProvidersProps } from './AppProviders';
export { PendingInvites, type PendingInvitesProps } from './access/PendingInvites';
export {
  decideTenantAccess,
  type MembershipRead,
  type TenantAccess,
  type TenantAccessInput,
} from './access/tenantAccess';
export {
  inviteScope,
  type PendingInvite,
  usePendingInvites,
} from './access/usePendingInvites';
export { useTenantAccess } from './access/useTenantAccess';
export {
  type AllowedAccess,
  useViewerAccess,
  type ViewerAccess,
  ViewerAccessProvider,
} from './access/ViewerAccessContext';
export { ApiClientProvider, useApi } from './api/ApiClientContext';
export { ApiError, apiErrorFromResponse, type FieldIssue, isApiError } from './api/ApiError';
export { type ApiClient, type ApiClientConfig, type ApiPath, api, createApiClient } from './api/apiClient';
export { AuthContext, type AuthContextValue, useAuth } from './auth/AuthContext';
export { AuthProvider } from './auth/AuthProvider';
export { type AuthClaims, type DeviceClaim, NO_CLAIMS, parseClaims } from './auth/claims';
export { loginPathFor, safeNextPath } from './auth/nextPath';
export { RequireAuth, type RequireAuthProps } from './auth/RequireAuth';
export { type WebEnv, webEnv } from './config/env';
export {
  type LinkedVirtualStore,
  linksIntoStore,
  storeLinksOf,
  storeLinksPath,
  useLinkedVirtualStores,
  useRestaurantStoreLinks,
} from './connectedStores/storeLinks';
export { docConverter } from './data/converter';
export {
  DEVICE_STATUS_LABELS,
  type DeviceStatus,
  deviceStatus,
  hasPendingCode,
} from './data/deviceStatus';
export { DEVICE_KINDS, type Device, type DeviceData, type DeviceKind, storeDevices } from './data/devices';
export {
  type DiningTable,
  type DiningTableData,
  diningTableDoc,
  diningTables,
  storeTableBookings,
  storeTableMaps,
  type TableBookingData,
  type TableBookingRecord,
  type TableFloorData,
  type TableMapData,
  type TableMapRecord,
  tableBookingDoc,
  tableFloorDoc,
} from './data/diningTables';
export { type Employee, type EmployeeData, employees } from './data/employees';
export { type MyRestaurant, useMyRestaurants, useRestaurant, useStore, useStores } from './data/hooks';
export { type Invite, type InviteData, restaurantInvites, storeInvites } from './data/invites';
export {
  type Membership,
  myMemberships,
  type RestaurantMember,
  type RestaurantMemberData,
  restaurantMemberDoc,
  restaurantMembers,
  type StoreMember,
  type StoreMemberData,
  storeMemberDoc,
  storeMembers,
} from './data/members';
export {
  type CategoryData,
  type MenuCategory,
  type MenuItem,
  type MenuItemData,
  menuCategories,
  menuCategoryDoc,
  menuItemDoc,
  menuItems,
  type PizzaSettingsData,
  type PublishedMenu,
  type PublishedMenuData,
  pizzaSettingsDoc,
  publishedMenuDoc,
  useMenuCategories,
  useMenuCategory,
  useMenuItem,
  useMenuItems,
  usePizzaSettings,
  usePublishedMenu,
} from './data/menu';
export { type MyStore, reachableStores, useMyStores } from './data/myStores';
export { useKnownTimezone } from './data/rememberedTimezone';
export { type Restaurant, type RestaurantData, restaurantDoc, restaurants } from './data/restaurants';
export {
  type SettingsAudit,
  type StoreSettingResult,
  storeSettingDoc,
  storeSettingPath,
  useStoreSetting,
  websiteInfoOf,
} from './data/settings';
export { type ShiftData, type ShiftDoc, type ShiftEditDoc, shiftEdits, shifts } from './data/shifts';
export { type Store, type StoreData, storeDoc, stores } from './data/stores';
export { type DocResult, useDoc } from './data/useDoc';
export { type DocsResult, useDocs } from './data/useDocs';
export { type LivePages, useLivePages } from './data/useLivePages';
export { type QueriesResult, useQueries } from './data/useQueries';
export { type QueryResult, useQuery } from './data/useQuery';
export { type UserProfile, type UserProfileData, userDoc, users } from './data/users';
export {
  type CustomPageRecord,
  customPageDoc,
  customPages,
  type DomainRecordWithId,
  domainRecordDoc,
  domainsCollection,
  publishedRestaurantWebsiteDoc,
  publishedStoreWebsiteDoc,
  recentWebsiteInquiries,
  storeWebsiteDoc,
  type WebsiteInquiryRecord,
  type WebsiteThemeData,
  websiteThemeDoc,
} from './data/website';
export { authErrorMessage } from './errors/authErrorMessage';
export { describeError, type ErrorDescription, errorText, firebaseErrorCode } from './errors/describeError';
export { ConfirmDialog, type ConfirmDialogProps } from './feedback/ConfirmDialog';
export { DialogFrame, type DialogFrameProps } from './feedback/DialogFrame';
export { NotifierContext, NotifierProvider, type Notify, useNotify } from './feedback/Notifier';
export { ProblemAlert, type ProblemAlertProps } from './feedback/ProblemAlert';
export { useBusyAction } from './feedback/useBusyAction';
export { useBusyRows } from './feedback/useBusyRows';
export { useRetained } from './feedback/useRetained';
export { firebaseApp } from './firebase/app';
export { firebaseAuth } from './firebase/auth';
export { firestore } from './firebase/firestore';
export { formatPrice } from './format/money';
export {
  formatInStoreTime,
  formatStoreDate,
  formatStoreDateTime,
  formatStoreTime,
  timezoneCity,
} from './format/time';
export {
  apiFieldProblems,
  asSentence,
  type FieldProblems,
  noProblems,
  problemsByPath,
  schemaProblems,
} from './forms/fieldProblems';
export { emailProblem, requiredProblem } from './forms/fieldRules';
export { type LoginCredentials, LoginForm, type LoginFormProps } from './forms/LoginForm';
export { MoneyField, type MoneyFieldProps } from './forms/MoneyField';
export { PasswordField } from './forms/PasswordField';
export { PIN_LENGTH, PinField, type PinFieldProps } from './forms/PinField';
export { normalisePairingCode, PAIRING_CODE_LENGTH, pairingCodeProblem } from './forms/pairingCode';
export { MIN_PASSWORD_LENGTH, newPasswordProblems } from './forms/passwordRules';
export { SearchField, type SearchFieldProps } from './forms/SearchField';
export { SubmitButton, type SubmitButtonProps } from './forms/SubmitButton';
export { UnsavedChangesGuard, type UnsavedChangesGuardProps } from './forms/UnsavedChangesGuard';
export {
  type UnsavedChangesGuardState,
  useUnsavedChangesGuard,
  useWarnBeforeUnload,
} from './forms/useUnsavedChangesGuard';
export { ImageFilePicker, type ImageFilePickerProps } from './images/ImageFilePicker';
export { ImageUpload, type ImageUploadProps } from './images/ImageUpload';
export { imageCdnUrl, imageServiceUrl, imageSources, requestedImageWidth } from './images/imageUrls';
export { adoptInlineImages, inlineImageSource } from './images/inlineImages';
export { OptimizedImage, type OptimizedImageProps } from './images/OptimizedImage';
export { reportImageLoadFailure } from './images/reportImageLoadFailure';
export { createImageUploader, type ImageUploader, type ImageUploadRequest } from './images/uploadImage';
export * from './itemBuilder';
export { AppShell, type AppShellProps, type NavItem, type NavSection } from './layout/AppShell';
export { AuthLayout, type AuthLayoutProps } from './layout/AuthLayout';
export { BRAND_NAME, BrandMark, type BrandMarkProps } from './layout/BrandMark';
export { LinkListCard, type LinkListRow } from './layout/LinkListCard';
export { lazyPage } from './layout/lazyPage';
export { PageHeader, type PageHeaderProps } from './layout/PageHeader';
export { UserMenu } from './layout/UserMenu';
export { usePageTitle } from './layout/usePageTitle';
export * from './orders';
export * from './payments';
export * from './printing';
export {
  decodeFirestoreFields,
  decodeFirestoreValue,
  type FirestoreRestDocument,
  type FirestoreRestValue,
  firestoreDocumentUrl,
} from './publishedMenu/firestoreRest';
export {
  fetchStorefrontMenu,
  readStorefrontMenu,
  StorefrontMenuError,
  type StorefrontMenuLoad,
} from './publishedMenu/loadStorefrontMenu';
export { parseStorefrontMenu } from './publishedMenu/parseStorefrontMenu';
export { prefetchStorefrontMenu } from './publishedMenu/prefetchStorefrontMenu';
export {
  cachedStorefrontMenu,
  clearStorefrontMenuCache,
  loadStorefrontMenu,
  primeStorefrontMenu,
} from './publishedMenu/storefrontMenuCache';
export { type StorefrontMenuResult, useStorefrontMenu } from './publishedMenu/useStorefrontMenu';
export {
  type NotificationPermissionState,
  type OrderAlerts,
  openPushDevice,
  type PushDevice,
  type PushMessage,
  PushUnavailableError,
  useOrderAlerts,
} from './push';
export { AppErrorBoundary } from './screens/AppErrorBoundary';
export { ComingSoon, type ComingSoonProps } from './screens/ComingSoon';
export { EmptyState, type EmptyStateProps } from './screens/EmptyState';
export { ErrorScreen, type ErrorScreenProps } from './screens/ErrorScreen';
export {
  LoadingScreen,
  type LoadingScreenProps,
  SLOW_AFTER_MS,
  SlowConnectionHint,
} from './screens/LoadingScreen';
export { NotAllowedScreen, type NotAllowedScreenProps } from './screens/NotAllowedScreen';
export { NotFound, type NotFoundProps } from './screens/NotFound';
export { type PlannedScreen, plannedRoutes } from './screens/plannedRoutes';
export { RouteErrorScreen } from './screens/RouteErrorScreen';
export { StatusPanel, type StatusPanelProps } from './screens/StatusPanel';
export { useDelayedFlag } from './screens/useDelayedFlag';
export { StoreContactLines, StoreStatusChip } from './stores/StoreHeaderParts';
export { StoreListCard } from './stores/StoreListCard';
export { kitchenDisplayPairingUrl, staffAppUrl, storefrontUrl } from './stores/storefrontAddress';
export { type BrandMode, createBrandTheme } from './theme/theme';
