export * from './stats';
export * from './analysis';
export * from './commerce';
export * from './questionnaire';
export * from './weekly-plan';
export * from './ui-constants';
export * from './messages';
export * from './api-errors';
