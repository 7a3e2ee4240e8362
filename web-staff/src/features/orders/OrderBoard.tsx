import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LiveOrderCard, type LiveOrderCardProps, type StoreOrder } from '@resto/web-common';
import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** A card's height before it is measured (a pickup order with three lines and the actions). */
export const ESTIMATED_CARD_PX = 280;
const GAP_PX = 16;
/** Cards rendered beyond the screen, per column, so a short scroll shows no blank. */
const OVERSCAN = 3;

export type BoardCardProps = Omit<LiveOrderCardProps, 'order'>;

export interface OrderBoardProps {
  /** Newest first. Unchanged orders must keep their object between renders (the cards are memoised). */
  orders: readonly StoreOrder[];
  /** The card's other props, asked only for the cards on screen; plain values keep the memo working. */
  cardProps: (order: StoreOrder) => BoardCardProps;
  /** More orders exist beyond `orders`: asked for when the list is scrolled to its end. */
  hasMore: boolean;
  onMore: () => void;
}

const orderKey = (order: StoreOrder) => `${order.restaurantId}/${order.storeId}/${order.id}`;

/**
 * The live board's cards, virtualised against the page's scroll: only the cards on screen (and a few
 * either side) are in the DOM, in one column or two on wide screens, each measured once it renders.
 * Cards are keyed by order, so a new order at the top mounts one card and moves the others.
 */
export function OrderBoard({ orders, cardProps, hasMore, onMore }: OrderBoardProps) {
  const theme = useTheme();
  const lanes = useMediaQuery(theme.breakpoints.up('lg')) ? 2 : 1;
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Where the list starts on the page (the header, banner and tabs above it move it).
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
    if (top !== scrollMargin) setScrollMargin(top);
  });

  const virtualizer = useWindowVirtualizer({
    count: orders.length,
    estimateSize: () => ESTIMATED_CARD_PX,
    overscan: OVERSCAN,
    lanes,
    gap: GAP_PX,
    scrollMargin,
    getItemKey: (index) => {
      const order = orders[index];
      return order ? orderKey(order) : index;
    },
    // A card not laid out (hidden, or a test's DOM without layout) keeps its estimate instead of 0,
    // which would pull every card of the list onto the screen.
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance);
      return size > 0 ? size : ESTIMATED_CARD_PX;
    },
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  const nearEnd = orders.length > 0 && lastIndex >= orders.length - 1 - lanes * OVERSCAN;

  useEffect(() => {
    if (hasMore && nearEnd) onMore();
  }, [hasMore, nearEnd, onMore]);

  const laneWidth = lanes === 1 ? '100%' : `calc((100% - ${GAP_PX}px) / 2)`;
  return (
    <>
      <div
        ref={listRef}
        data-testid="order-board"
        style={{ position: 'relative', width: '100%', height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const order = orders[item.index];
          if (!order) return null;
          return (
            <div
              key={item.key as string}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: item.lane === 0 ? 0 : `calc((100% + ${GAP_PX}px) / 2)`,
                width: laneWidth,
                transform: `translateY(${item.start - scrollMargin}px)`,
              }}
            >
              <LiveOrderCard order={order} {...cardProps(order)} />
            </div>
          );
        })}
      </div>
      {hasMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={onMore}>
            Show older orders
          </Button>
        </Box>
      )}
    </>
  );
}
