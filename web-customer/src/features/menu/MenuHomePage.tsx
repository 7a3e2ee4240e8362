import RestaurantMenuRounded from '@mui/icons-material/RestaurantMenuRounded';
import Box from '@mui/material/Box';
import { EmptyState, usePageTitle } from '@resto/web-common';
import { useEffect } from 'react';
import { CART_BAR_SPACE, CartBar } from '../../shell/CartBar';
import { CategoryNav } from '../../shell/CategoryNav';
import { useStoreContext } from '../../shell/StoreContext';
import { StoreHero } from '../../shell/StoreHero';
import { markMenuHomeComplete } from '../../shell/serverRendered';
import { MenuSection } from './MenuSection';
import { useNow } from './useNow';
import { itemsShownPerSection, useProgressiveCount } from './useProgressiveCount';
import { useStoreMenu } from './useStoreMenu';

/**
 * Dishes a phone shows on its first screen under the store card: their pictures load at once (and
 * the server puts them into the page itself), the rest when scrolled near.
 */
const FIRST_SCREEN_DISHES = 3;

function dishesBefore(shownPerSection: readonly number[], sectionIndex: number): number {
  return shownPerSection.slice(0, sectionIndex).reduce((sum, shown) => sum + shown, 0);
}

/** `/restaurants/:r/stores/:s`: the store header, category chips and every dish, then the cart bar. */
export default function MenuHomePage() {
  const { store } = useStoreContext();
  const { categories } = useStoreMenu();
  const now = useNow();
  // A phone screen's worth of dishes first, then a few more per task (see the hook).
  const itemCount = categories.reduce((sum, category) => sum + category.items.length, 0);
  const shownPerSection = itemsShownPerSection(categories, useProgressiveCount(itemCount, 4, 2));
  const sectionsShown = shownPerSection.filter((shown) => shown > 0).length;
  const complete = shownPerSection.reduce((sum, shown) => sum + shown, 0) >= itemCount;
  usePageTitle(store.name);
  // The server-rendered copy of this page gives way once this one is as complete (see main.tsx).
  useEffect(() => {
    if (complete) markMenuHomeComplete();
  }, [complete]);

  return (
    <Box sx={{ pb: `${CART_BAR_SPACE}px` }}>
      <StoreHero now={now} />
      {categories.length === 0 ? (
        <EmptyState
          icon={<RestaurantMenuRounded />}
          title="The menu is on its way"
          description={`${store.name} has not put its dishes online yet. Please check back soon or give the store a call.`}
        />
      ) : (
        <>
          <CategoryNav categories={categories} renderedCount={sectionsShown} />
          {categories.slice(0, sectionsShown).map((category, index) => (
            <MenuSection
              key={category.id}
              category={category}
              itemLimit={shownPerSection[index]}
              now={now}
              eagerImages={Math.max(0, FIRST_SCREEN_DISHES - dishesBefore(shownPerSection, index))}
              linkHeading
              renderWhenNear={index > 0}
            />
          ))}
        </>
      )}
      <CartBar />
    </Box>
  );
}
