import { NotAllowedScreen } from '@resto/web-common';

/** A restaurant or store the signed-in person does not work at (or no longer does). */
export function NotAMember({ place }: { place: 'restaurant' | 'store' }) {
  return (
    <NotAllowedScreen
      fullPage={false}
      homeHref="/home"
      title={`You don't have access to this ${place}`}
      message={`Only people added to this ${place} can see it. Ask your manager to add you in Admin.`}
    />
  );
}
