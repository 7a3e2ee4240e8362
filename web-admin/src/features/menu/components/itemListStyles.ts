import { alpha, styled } from '@mui/material/styles';

/**
 * The look of a category's item rows, as one style sheet on their list instead of MUI components
 * (Chip, Switch, IconButton, Tooltip, Link) in every row: a menu can have a thousand rows, and
 * plain elements with class names render many times faster while looking the same.
 * Class names start with `item-`; the rows are in ItemRow, RowMoveButtons, SoldOutSwitch and
 * ItemThumbnail.
 */
export const ItemList = styled('ul')(({ theme }) => {
  const { palette } = theme;
  const up = theme.breakpoints.up('sm');
  const chip = {
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    maxWidth: '100%',
    borderRadius: 16,
    whiteSpace: 'nowrap',
    fontWeight: 600,
    lineHeight: 1.5,
    color: palette.text.primary,
    paddingInline: 8,
  } as const;
  return {
    margin: 0,
    padding: 0,
    '& .item-row': {
      listStyle: 'none',
      display: 'flex',
      gap: theme.spacing(1),
      alignItems: 'center',
      padding: theme.spacing(1.25, 1),
      borderTop: `1px solid ${palette.divider}`,
      backgroundColor: palette.background.paper,
      [up]: { gap: theme.spacing(1.5), padding: theme.spacing(1.25, 1.5) },
    },
    '& .item-row--unavailable': { opacity: 0.65 },
    '& .item-row--over': { borderTop: `2px solid ${palette.primary.main}` },
    '& .item-body': { minWidth: 0, flex: 1 },
    '& .item-name': {
      fontWeight: 600,
      color: palette.text.primary,
      overflowWrap: 'anywhere',
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
    },
    '& .item-meta': { display: 'flex', gap: theme.spacing(1), alignItems: 'center', flexWrap: 'wrap' },
    '& .item-price': { ...theme.typography.body2, margin: 0, color: palette.text.secondary },
    '& .item-chips': {
      display: 'flex',
      gap: theme.spacing(0.5),
      flexWrap: 'wrap',
      marginTop: theme.spacing(0.5),
    },
    '& .item-chip': { ...chip, height: 22, fontSize: 12, backgroundColor: palette.action.selected },
    '& .item-chip--type': {
      ...chip,
      height: 20,
      fontSize: 11,
      paddingInline: 7,
      border: `1px solid ${palette.mode === 'light' ? palette.grey[400] : palette.grey[700]}`,
    },
    '& .item-chip--warning, & .item-chip--error': { backgroundColor: 'transparent', paddingInline: 7 },
    '& .item-chip--warning': {
      color: palette.warning.main,
      border: `1px solid ${alpha(palette.warning.main, 0.7)}`,
    },
    '& .item-chip--error': {
      color: palette.error.main,
      border: `1px solid ${alpha(palette.error.main, 0.7)}`,
    },

    // The item's picture or its colour with its initial: 40 px on phones, 56 px from `sm` up.
    '& .item-thumb': {
      width: 40,
      height: 40,
      borderRadius: 24,
      flexShrink: 0,
      [up]: { width: 56, height: 56 },
    },
    '& .item-thumb--initial': {
      display: 'grid',
      placeItems: 'center',
      fontWeight: 700,
      fontSize: 40 / 2.6,
      color: palette.text.secondary,
      backgroundColor: palette.action.hover,
      [up]: { fontSize: 56 / 2.6 },
    },
    '& .item-thumb--coloured': { color: palette.common.white, textShadow: '0 1px 2px rgba(0,0,0,.35)' },

    // Drag handle and Move up / Move down, as MoveButtons draws them for categories.
    '& .item-move': { display: 'flex', alignItems: 'center', flexShrink: 0 },
    '& .item-handle': {
      display: 'none',
      placeItems: 'center',
      color: palette.text.disabled,
      cursor: 'grab',
      [up]: { display: 'grid' },
    },
    '& .item-arrows': { display: 'flex', flexDirection: 'column' },
    '& .item-arrow': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: 2,
      margin: 0,
      border: 0,
      borderRadius: '50%',
      background: 'transparent',
      color: palette.action.active,
      cursor: 'pointer',
      '&:hover': { backgroundColor: alpha(palette.action.active, palette.action.hoverOpacity) },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 0 },
      '&:disabled': { color: palette.action.disabled, cursor: 'default', backgroundColor: 'transparent' },
    },
    '& .item-icon': { width: '1em', height: '1em', fontSize: 24, fill: 'currentColor', flexShrink: 0 },
    '& .item-arrow .item-icon': { fontSize: 18 },

    // Sold out: the label, then a small switch drawn like MUI's (the checkbox covers it, invisible).
    '& .item-soldout': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: theme.spacing(0.5),
      flexShrink: 0,
      cursor: 'pointer',
      verticalAlign: 'middle',
    },
    '& .item-soldout-text': { ...theme.typography.body2, color: palette.text.secondary },
    '& .item-soldout--on .item-soldout-text': { color: palette.error.main },
    '& .item-switch': {
      position: 'relative',
      display: 'inline-flex',
      width: 40,
      height: 24,
      padding: 7,
      boxSizing: 'border-box',
      flexShrink: 0,
      overflow: 'hidden',
      zIndex: 0,
    },
    '& .item-switch input': {
      position: 'absolute',
      inset: 0,
      width: '100%',
      height: '100%',
      margin: 0,
      padding: 0,
      opacity: 0,
      cursor: 'pointer',
      zIndex: 2,
    },
    '& .item-switch input:disabled': { cursor: 'default' },
    '& .item-switch-track': {
      width: '100%',
      height: '100%',
      borderRadius: 7,
      backgroundColor: palette.mode === 'light' ? palette.common.black : palette.common.white,
      opacity: palette.mode === 'light' ? 0.38 : 0.3,
      transition: 'opacity 150ms, background-color 150ms',
    },
    '& .item-switch-base': {
      position: 'absolute',
      top: 0,
      left: 0,
      zIndex: 1,
      display: 'grid',
      placeItems: 'center',
      width: 24,
      height: 24,
      borderRadius: '50%',
      color: palette.mode === 'light' ? palette.common.white : palette.grey[300],
      transition: 'transform 150ms',
    },
    '& .item-switch-thumb': {
      width: 16,
      height: 16,
      borderRadius: '50%',
      backgroundColor: 'currentColor',
      boxShadow: theme.shadows[1],
    },
    '& .item-switch input:hover ~ .item-switch-base': {
      backgroundColor: alpha(palette.action.active, palette.action.hoverOpacity),
    },
    '& .item-switch input:focus-visible ~ .item-switch-base': {
      backgroundColor: alpha(palette.action.active, palette.action.focusOpacity),
    },
    '& .item-switch input:checked ~ .item-switch-track': {
      backgroundColor: palette.error.main,
      opacity: 0.5,
    },
    '& .item-switch input:checked ~ .item-switch-base': {
      transform: 'translateX(16px)',
      color: palette.error.main,
    },
    '& .item-switch input:checked:hover ~ .item-switch-base': {
      backgroundColor: alpha(palette.error.main, palette.action.hoverOpacity),
    },
    '& .item-switch input:checked:focus-visible ~ .item-switch-base': {
      backgroundColor: alpha(palette.error.main, palette.action.focusOpacity),
    },
    '& .item-switch input:disabled ~ .item-switch-track': { opacity: palette.mode === 'light' ? 0.12 : 0.2 },
    '& .item-switch input:disabled ~ .item-switch-base': {
      color: palette.mode === 'light' ? palette.grey[100] : palette.grey[600],
    },
    '& .item-switch input:checked:disabled ~ .item-switch-base': {
      color: alpha(palette.error.main, 0.38),
    },
  };
});
