// A federation runtime plugin of the shell: each shared module is negotiated in a task of its own. The shell's
// import of its bootstrap asks for every shared module its chunks use at once; on a slow phone the negotiation of all
// of them (version matching, the fallback chunks' script elements) was one task of 70-170 ms at 10x slowdown.
// It runs before any shared module exists, so it cannot use the platform's yieldToMain: the same two lines here.
const nextTask = () => {
  const scheduler = globalThis.scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

export default function sharesInOwnTasks() {
  return {
    name: 'storefront-shares-in-own-tasks',
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}
