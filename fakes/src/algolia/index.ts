// The local fake Algolia: started in-process with startFakeAlgolia({ port: 0, … }) by tests, and on
// 12141 by the fakes process (fakes/src/main.ts).
export {
  type AlgoliaRecord,
  type IndexSettings,
  normalize,
  typoDistance,
  wordMatch,
  wordsOf,
} from './engine';
export { type Filter, matchesFilter, parseFilters } from './filters';
export {
  FAKE_ALGOLIA_DEFAULT_PORT,
  type FakeAlgolia,
  type FakeAlgoliaOptions,
  startFakeAlgolia,
} from './server';
