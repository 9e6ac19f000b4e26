import {
  checkboxSlotRecipe,
  checkmarkRecipe,
  dialogSlotRecipe,
  listSlotRecipe,
  progressSlotRecipe,
} from '@chakra-ui/react/theme';
import type { ComponentStyles } from './theme';

/** The enrolment wizard's checkboxes, lists, upload progress and dialogs (`loadComponentStyles('onboarding')`). */
export const styles: ComponentStyles = {
  recipes: { checkmark: checkmarkRecipe },
  slotRecipes: {
    checkbox: checkboxSlotRecipe,
    dialog: dialogSlotRecipe,
    list: listSlotRecipe,
    progress: progressSlotRecipe,
  },
};
