// `import source from './x?worker'`: x bundled for a Web Worker, as text (scripts/build.mjs).
declare module '*?worker' {
  const source: string;
  export default source;
}
