import {
  alertSlotRecipe,
  badgeRecipe,
  fieldSlotRecipe,
  inputRecipe,
  nativeSelectSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import type { ComponentStyles } from './theme';

/** Form fields, badges and alerts: every page with a form (`loadComponentStyles('forms')`). */
export const styles: ComponentStyles = {
  recipes: { badge: badgeRecipe, input: inputRecipe, textarea: textareaRecipe },
  slotRecipes: { alert: alertSlotRecipe, field: fieldSlotRecipe, nativeSelect: nativeSelectSlotRecipe },
};
