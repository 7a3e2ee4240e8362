// Shared React pieces of the four web apps. Import from '@resto/web-common'; fonts from '@resto/web-common/fonts'.

export { AppProviders, type AppProvidersProps } from './AppProviders';
export { ApiError, apiErrorFromResponse, type FieldIssue, isApiError } from './api/ApiError';
export { type ApiClient, type ApiClientConfig, type ApiPath, api, createApiClient } from './api/apiClient';
export { AuthContext, type AuthContextValue, useAuth } from './auth/AuthContext';
export { AuthProvider } from './auth/AuthProvider';
export { type AuthClaims, type DeviceClaim, NO_CLAIMS, parseClaims } from './auth/claims';
export { loginPathFor, safeNextPath } from './auth/nextPath';
export { RequireAuth, type RequireAuthProps } from './auth/RequireAuth';
export { type WebEnv, webEnv } from './config/env';
export { docConverter } from './data/converter';
export { type MyRestaurant, useMyRestaurants, useRestaurant, useStore, useStores } from './data/hooks';
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
export { type Restaurant, type RestaurantData, restaurantDoc, restaurants } from './data/restaurants';
export { type Store, type StoreData, storeDoc, stores } from './data/stores';
export { type DocResult, useDoc } from './data/useDoc';
export { type DocsResult, useDocs } from './data/useDocs';
export { type QueryResult, useQuery } from './data/useQuery';
export { type UserProfile, type UserProfileData, userDoc, users } from './data/users';
export { authErrorMessage } from './errors/authErrorMessage';
export { describeError, type ErrorDescription, errorText, firebaseErrorCode } from './errors/describeError';
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
export { emailProblem, requiredProblem } from './forms/fieldRules';
export { type LoginCredentials, LoginForm, type LoginFormProps } from './forms/LoginForm';
export { PasswordField } from './forms/PasswordField';
export { normalisePairingCode, PAIRING_CODE_LENGTH, pairingCodeProblem } from './forms/pairingCode';
export { MIN_PASSWORD_LENGTH, newPasswordProblems } from './forms/passwordRules';
export { SubmitButton, type SubmitButtonProps } from './forms/SubmitButton';
export { AppShell, type AppShellProps, type NavItem, type NavSection } from './layout/AppShell';
export { AuthLayout, type AuthLayoutProps } from './layout/AuthLayout';
export { BRAND_NAME, BrandMark, type BrandMarkProps } from './layout/BrandMark';
export { lazyPage } from './layout/lazyPage';
export { PageHeader, type PageHeaderProps } from './layout/PageHeader';
export { UserMenu } from './layout/UserMenu';
export { usePageTitle } from './layout/usePageTitle';
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
export { type BrandMode, createBrandTheme } from './theme/theme';
