module.exports = require('../../frontend/jest.preset').createJestConfig(__dirname);
