// wink-nlp declares its utilities without the ".js" that Node needs to load them from an ES module (the package
// has no "exports" map): these names, with ".js", are the same modules and types.
declare module 'wink-nlp/utilities/bm25-vectorizer.js' {
  export * from 'wink-nlp/utilities/bm25-vectorizer';
  export { default } from 'wink-nlp/utilities/bm25-vectorizer';
}
