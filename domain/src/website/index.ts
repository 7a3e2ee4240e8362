import { ZDomainRequest } from './domains';
import { ZWebsiteInquiryRequest } from './inquiry';
import { ZCustomPageRequest, ZNavbarRequest, ZStoreWebsiteInfoRequest } from './pages';
import { ZWebsiteThemeRequest } from './theme';

export * from './domains';
export * from './inquiry';
export * from './pages';
export * from './published';
export * from './render';
export * from './theme';
export * from './weather';

/** Request schemas of the website routes (bounded-input test walks them). */
export const WEBSITE_REQUEST_SCHEMAS = {
  ZWebsiteThemeRequest,
  ZStoreWebsiteInfoRequest,
  ZNavbarRequest,
  ZCustomPageRequest,
  ZWebsiteInquiryRequest,
  ZDomainRequest,
};
