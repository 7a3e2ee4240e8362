// What an item builder needs besides its screens: the selection a builder starts from, what is still
// to choose, and how modifier groups are answered. The storefront's builders and the POS terminal's
// item dialog share it; the domain's priceLine stays the judge of price and validity.
export {
  type HalfAndHalfSpec,
  initialSelection,
  missingChoices,
  pizzaSizesFor,
  pizzasForSize,
} from './draftSelection';
export {
  chosenCount,
  type GroupControl,
  groupControl,
  groupHint,
  stillToChoose,
  withOptionCount,
  withSingleOption,
} from './modifierRules';
