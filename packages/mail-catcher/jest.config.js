module.exports = { ...require('@drops/config/jest.preset.js'), displayName: 'mail-catcher' };
