// Stylesheets are injected by style-loader (webpack) and stubbed under Jest; importing one yields nothing.
declare module '*.css';
