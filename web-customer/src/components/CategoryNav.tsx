import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { PublishedCategory } from '@resto/domain';
import { useEffect, useRef, useState } from 'react';

export const categorySectionId = (categoryId: string) => `category-${categoryId}`;

/**
 * Sticky, horizontally scrolling category chips under the store header. A chip scrolls to its
 * section; the chip of the section in view is highlighted and kept visible.
 */
export function CategoryNav({ categories }: { categories: readonly PublishedCategory[] }) {
  const [current, setCurrent] = useState(categories[0]?.id);
  const railRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        const top = visible.sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
        if (top) setCurrent(top.target.id.replace(/^category-/, ''));
      },
      // The band just below the sticky headers decides which section is "current".
      { rootMargin: '-130px 0px -60% 0px' },
    );
    for (const category of categories) {
      const section = document.getElementById(categorySectionId(category.id));
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [categories]);

  useEffect(() => {
    const chip = railRef.current?.querySelector<HTMLElement>(`[data-category="${current}"]`);
    chip?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  return (
    <Box
      component="nav"
      aria-label="Menu categories"
      sx={{
        position: 'sticky',
        top: { xs: 60, sm: 68 },
        zIndex: 2,
        mx: { xs: -2, sm: 0 },
        mb: 2,
        py: 1,
        bgcolor: 'background.default',
      }}
    >
      <Box
        ref={railRef}
        component="ul"
        sx={{
          display: 'flex',
          gap: 1,
          overflowX: 'auto',
          m: 0,
          px: { xs: 2, sm: 0 },
          py: 0.5,
          listStyle: 'none',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        {categories.map((category) => (
          <li key={category.id}>
            <Chip
              component="a"
              clickable
              href={`#${categorySectionId(category.id)}`}
              data-category={category.id}
              label={category.name}
              color={current === category.id ? 'primary' : 'default'}
              variant={current === category.id ? 'filled' : 'outlined'}
              aria-current={current === category.id ? 'true' : undefined}
              onClick={(event: React.MouseEvent) => {
                event.preventDefault();
                setCurrent(category.id);
                document
                  .getElementById(categorySectionId(category.id))
                  ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
              sx={{ fontWeight: 600, bgcolor: current === category.id ? undefined : 'background.paper' }}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
