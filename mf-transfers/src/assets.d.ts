declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.css';
