const os = require('node:os');
const { createJestConfig } = require('@storefront/build/jest');

// Two workers also on 2 cores, where jest's default (cores - 1) runs the files one after another: the content fuzzing
// takes about a minute on its own, and in one process it would be the unit stage's last task, one core idle beside it.
module.exports = createJestConfig(__dirname, { maxWorkers: Math.max(2, os.availableParallelism() - 1) });
