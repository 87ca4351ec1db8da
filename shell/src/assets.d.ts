// webpack's asset modules answer the URL of the emitted file.
declare module '*.svg' {
  const url: string;
  export default url;
}
