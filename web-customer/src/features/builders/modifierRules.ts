// How modifier groups are answered is shared with the POS terminal: it lives in web-common/src/itemBuilder.
export {
  chosenCount,
  type GroupControl,
  groupControl,
  groupHint,
  stillToChoose,
  withOptionCount,
  withSingleOption,
} from '@resto/web-common';
