/* global module */
// node-polyglot's one use of the object.entries polyfill; every browser the dashboard supports has Object.entries.
module.exports = Object.entries;
