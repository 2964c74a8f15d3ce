export { AntdThemeProvider } from './antd-theme-provider';
