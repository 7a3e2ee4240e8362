/**
 * Stand-in for `re2js`, which the Firestore SDK bundles only to evaluate the regex and LIKE expressions
 * of Firestore *pipelines* on the client. The apps use plain queries and listeners, so the ~146 kB
 * regex engine would be dead weight in every bundle. Should a pipeline regex ever be evaluated, the
 * SDK catches this error and logs it, exactly as it does for an invalid pattern.
 */
export const RE2JS = {
  compile(): never {
    throw new Error('Regular expressions in Firestore pipelines are not supported by these apps.');
  },
};
