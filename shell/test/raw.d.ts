/** A file's text, as Vite (vitest) imports it with `?raw`: for tests that read a file of the app. */
declare module '*?raw' {
  const text: string;
  export default text;
}
