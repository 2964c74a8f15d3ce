module.exports = require('../jest.preset').createJestConfig(__dirname);
