import AddRounded from '@mui/icons-material/AddRounded';
import CategoryRounded from '@mui/icons-material/CategoryRounded';
import FastfoodRounded from '@mui/icons-material/FastfoodRounded';
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import LocalPizzaRounded from '@mui/icons-material/LocalPizzaRounded';
import PieChartRounded from '@mui/icons-material/PieChartRounded';
import PointOfSaleRounded from '@mui/icons-material/PointOfSaleRounded';
import Button, { type ButtonProps } from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ItemType } from '@resto/domain';
import { type ReactElement, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ITEM_TYPE_COPY, ITEM_TYPES_IN_ADD_ORDER } from './itemTypeCopy';
import type { MenuPaths } from './menuPaths';

const ICONS: Record<ItemType, ReactElement> = {
  basic: <FastfoodRounded />,
  pizza: <LocalPizzaRounded />,
  halfAndHalf: <PieChartRounded />,
  deal: <LocalOfferRounded />,
  custom: <PointOfSaleRounded />,
};

export interface AddMenuButtonProps {
  paths: MenuPaths;
  /** Add items into this category; without it the menu also offers a new category. */
  categoryId?: string;
  /** Items need a category: offer only "Category" until there is one. */
  hasCategories: boolean;
  label?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** Accessible name of the button when the visible label is shared by several. */
  ariaLabel?: string;
}

/** "Add" with what can be added: a category, or an item of any type. */
export function AddMenuButton({
  paths,
  categoryId,
  hasCategories,
  label = 'Add',
  variant = 'contained',
  size = 'medium',
  ariaLabel,
}: AddMenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        startIcon={<AddRounded />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={ariaLabel}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {!categoryId && (
          <MenuItem component={RouterLink} to={paths.createCategory} onClick={close}>
            <ListItemIcon>
              <CategoryRounded />
            </ListItemIcon>
            <ListItemText primary="Category" secondary="A heading that groups items, like Pizzas" />
          </MenuItem>
        )}
        {!categoryId && hasCategories && <Divider />}
        {hasCategories &&
          ITEM_TYPES_IN_ADD_ORDER.map((type) => (
            <MenuItem
              key={type}
              component={RouterLink}
              to={paths.createItem(type, categoryId)}
              onClick={close}
            >
              <ListItemIcon>{ICONS[type]}</ListItemIcon>
              <ListItemText primary={ITEM_TYPE_COPY[type].addLabel} secondary={ITEM_TYPE_COPY[type].hint} />
            </MenuItem>
          ))}
      </Menu>
    </>
  );
}
