import { COUNTRIES, type CountryCode, type Image } from '@resto/domain';
import type { Restaurant } from '@resto/web-common';

/** The restaurant edit form's values. */
export interface RestaurantValues {
  name: string;
  description: string;
  countryCode: CountryCode;
  timezone: string;
  contactEmail: string;
  logo: Image | undefined;
}

export function restaurantEditValues(restaurant: Restaurant): RestaurantValues {
  return {
    name: restaurant.name,
    description: restaurant.description ?? '',
    countryCode: restaurant.country.code,
    timezone: restaurant.timezone,
    contactEmail: restaurant.contactEmail ?? '',
    logo: restaurant.logo,
  };
}

/** `PUT /api/restaurants/:restaurantId` body (the domain's ZRestaurantEdit). */
export function toRestaurantEditRequest(values: RestaurantValues) {
  return {
    name: values.name,
    description: values.description,
    timezone: values.timezone,
    country: { code: values.countryCode, name: COUNTRIES[values.countryCode].name },
    ...(values.contactEmail.trim() ? { contactEmail: values.contactEmail } : {}),
    ...(values.logo ? { logo: values.logo } : {}),
  };
}
