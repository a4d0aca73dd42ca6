module.exports = { ...require('@drops/stack-testing/jest-preset'), displayName: 'shell' };
