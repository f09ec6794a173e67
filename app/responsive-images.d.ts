declare module '*?responsive' {
  const picture: import('./lib/picture').Picture;
  export default picture;
}
declare module '*?responsive=hero' {
  const picture: import('./lib/picture').Picture;
  export default picture;
}
declare module '*?responsive=thumb' {
  const picture: import('./lib/picture').Picture;
  export default picture;
}
