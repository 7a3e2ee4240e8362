// The builders' selection logic is shared with the POS terminal: it lives in web-common/src/itemBuilder.
export { initialSelection, missingChoices, pizzaSizesFor, pizzasForSize } from '@resto/web-common';
