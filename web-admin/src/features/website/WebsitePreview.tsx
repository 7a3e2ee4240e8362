import DesktopWindowsRounded from '@mui/icons-material/DesktopWindowsRounded';
import PhoneIphoneRounded from '@mui/icons-material/PhoneIphoneRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  type PublishedMenu,
  type PublishedWebsite,
  renderWebsitePage,
  type WebsiteLinks,
  type WebsitePageRequest,
} from '@resto/domain';
import { useEffect, useMemo, useRef, useState } from 'react';

/** The widths the preview shows the page at: a phone's and a laptop's. */
export const PREVIEW_WIDTHS = { phone: 390, desktop: 1280 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/**
 * The page exactly as visitors will get it: the domain's renderer writes the same HTML the website
 * function serves, shown in a sandboxed frame (no script runs) at a phone's or a desktop's width. The
 * desktop view is scaled down to fit. Links open in a new tab.
 */
export function WebsitePreview({
  site,
  menu,
  page,
  links,
  initialWidth = 'phone',
}: {
  site: PublishedWebsite;
  menu: PublishedMenu | undefined;
  page: WebsitePageRequest;
  links: WebsiteLinks;
  initialWidth?: PreviewWidth;
}) {
  const [width, setWidth] = useState<PreviewWidth>(initialWidth);
  const frameBox = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(600);
  useEffect(() => {
    const box = frameBox.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry?.contentRect.width ?? 600));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  const html = useMemo(
    () =>
      renderWebsitePage({ site, menu, page, links, preview: true }).replace(
        '<head>',
        '<head><base target="_blank">',
      ),
    [site, menu, page, links],
  );
  const frameWidth = PREVIEW_WIDTHS[width];
  const scale = Math.min(1, available / frameWidth);
  const height = width === 'phone' ? 720 : 800;
  return (
    <Card sx={{ p: 2 }} aria-label="Preview">
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1.5,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
          Preview
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={width}
          onChange={(_, value: PreviewWidth | null) => value && setWidth(value)}
          aria-label="Preview width"
        >
          <ToggleButton value="phone" aria-label="Phone width">
            <PhoneIphoneRounded fontSize="small" sx={{ mr: 0.5 }} /> Phone
          </ToggleButton>
          <ToggleButton value="desktop" aria-label="Desktop width">
            <DesktopWindowsRounded fontSize="small" sx={{ mr: 0.5 }} /> Desktop
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box
        ref={frameBox}
        sx={{ width: '100%', display: 'flex', justifyContent: 'center', overflow: 'hidden' }}
      >
        <Box sx={{ width: frameWidth * scale, height: height * scale, flex: 'none' }}>
          <iframe
            title={`Website preview (${width})`}
            data-preview-width={frameWidth}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            srcDoc={html}
            style={{
              width: frameWidth,
              height,
              border: '1px solid rgba(0,0,0,0.15)',
              borderRadius: width === 'phone' ? 24 : 8,
              transform: `scale(${scale})`,
              transformOrigin: 'top left',
              background: '#fff',
            }}
          />
        </Box>
      </Box>
    </Card>
  );
}
