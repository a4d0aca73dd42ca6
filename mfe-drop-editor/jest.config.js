module.exports = { ...require('@drops/stack-testing/jest-preset'), displayName: 'mfe-drop-editor' };
