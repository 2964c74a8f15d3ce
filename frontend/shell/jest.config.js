const base = require('../jest.preset').createJestConfig(__dirname);

// The landing carousel (embla) observes slide sizes and visibility; jsdom has neither observer.
module.exports = { ...base, setupFiles: [...(base.setupFiles ?? []), '<rootDir>/jest.polyfills.js'] };
