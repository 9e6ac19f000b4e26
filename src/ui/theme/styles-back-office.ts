import {
  avatarSlotRecipe,
  collapsibleSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  inputAddonRecipe,
  separatorRecipe,
  skeletonRecipe,
  tableSlotRecipe,
} from '@chakra-ui/react/theme';
import type { ComponentStyles } from './theme';

/** The back office's tables, side panels, empty states, skeletons and avatars (`loadComponentStyles('backOffice')`). */
export const styles: ComponentStyles = {
  recipes: { inputAddon: inputAddonRecipe, separator: separatorRecipe, skeleton: skeletonRecipe },
  slotRecipes: {
    avatar: avatarSlotRecipe,
    collapsible: collapsibleSlotRecipe,
    drawer: drawerSlotRecipe,
    emptyState: emptyStateSlotRecipe,
    table: tableSlotRecipe,
  },
};
