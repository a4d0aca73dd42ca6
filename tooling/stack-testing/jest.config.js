module.exports = { ...require('./jest-preset'), displayName: 'stack-testing' };
