module.exports = { ...require('@drops/config/jest.preset.js'), displayName: 'web-build' };
