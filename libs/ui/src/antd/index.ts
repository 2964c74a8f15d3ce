// @fitness/ui/antd: pieces built on antd, for screens that already load it (never the shell's landing page).
export { AntdThemeProvider } from './antd-theme-provider';
export { StepProgress, type StepProgressProps } from './step-progress';
export { TermHint, TermHintGroup, TextWithTerms } from './term-hint';
