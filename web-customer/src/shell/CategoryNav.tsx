import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { PublishedCategory } from '@resto/domain';
import { useEffect, useRef, useState } from 'react';

export const categorySectionId = (categoryId: string) => `category-${categoryId}`;

/**
 * Sticky, horizontally scrolling category links (chip-styled) under the store header. A chip scrolls to its
 * section; the chip of the section in view is highlighted and kept visible.
 */
export function CategoryNav({
  categories,
  renderedCount = categories.length,
}: {
  categories: readonly PublishedCategory[];
  /** Sections on the page so far (the menu home renders them progressively). */
  renderedCount?: number;
}) {
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
    // The sections of this page's own tree: while the app builds a server-rendered menu home off
    // screen (app.tsx takeOver), the document still holds the server's copy with the same ids.
    const scope: ParentNode = (railRef.current?.getRootNode() as ParentNode | undefined) ?? document;
    for (const category of categories.slice(0, renderedCount)) {
      const section = scope.querySelector(`#${CSS.escape(categorySectionId(category.id))}`);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [categories, renderedCount]);

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
            <Box
              component="a"
              href={`#${categorySectionId(category.id)}`}
              data-category={category.id}
              aria-current={current === category.id ? 'true' : undefined}
              onClick={(event: React.MouseEvent) => {
                event.preventDefault();
                setCurrent(category.id);
                scrollToSection(categorySectionId(category.id));
              }}
              sx={categoryLinkSx(current === category.id)}
            >
              {category.name}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * A category link styled as MUI's chip (filled primary when current, outlined otherwise), without
 * Chip itself: the menu route's 150 kB budget has no room for it.
 */
function categoryLinkSx(current: boolean): SxProps<Theme> {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    height: 32,
    px: 1.5,
    borderRadius: 16,
    border: 1,
    typography: 'body2',
    fontSize: '0.8125rem',
    fontWeight: 600,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    transition: 'background-color 150ms',
    ...(current
      ? { bgcolor: 'primary.main', borderColor: 'primary.main', color: 'primary.contrastText' }
      : { bgcolor: 'background.paper', borderColor: 'divider', color: 'text.primary' }),
    '&:hover': { bgcolor: current ? 'primary.dark' : 'action.hover' },
    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
  };
}

/** Scrolls to a section, waiting a few frames for one the menu home has not rendered yet. */
function scrollToSection(id: string, framesLeft = 30): void {
  const section = document.getElementById(id);
  if (section) section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  else if (framesLeft > 0) requestAnimationFrame(() => scrollToSection(id, framesLeft - 1));
}
