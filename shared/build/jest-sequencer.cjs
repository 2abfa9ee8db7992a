const Sequencer = require('@jest/test-sequencer').default;

/** Content and product fuzzing: the longest files of a package's suite by far (a minute of mf-homepage-blocks' two). */
const FUZZ_FILE = /\.fuzz\.test\.[jt]sx?$/;

/**
 * Jest's own order (failed first, then the longest by the durations it recorded), with the fuzzing files first when
 * no duration is recorded yet, as in CI's fresh clone, where jest would order by file size and start the short fuzz
 * file last: one worker then runs it alone while the other has nothing left to do.
 */
class FuzzFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const fuzz = sorted.filter((test) => FUZZ_FILE.test(test.path) && test.duration == null);
    return [...fuzz, ...sorted.filter((test) => !fuzz.includes(test))];
  }
}

module.exports = FuzzFirstSequencer;
