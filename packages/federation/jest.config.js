module.exports = { ...require('@drops/web-build/jest.web.js'), displayName: 'federation' };
