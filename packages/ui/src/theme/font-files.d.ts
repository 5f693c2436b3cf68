/** A font file imported for its address (webpack's asset/resource, Vite's asset URL). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
