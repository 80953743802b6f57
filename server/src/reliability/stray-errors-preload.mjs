// Loaded with `node --import` by poison-cv.api.test.ts only: on SIGUSR2 the process gets a stray
// promise rejection and a stray exception, as a library's un-awaited call or a callback would cause.
process.on('SIGUSR2', () => {
  void Promise.reject(new Error('stray rejection raised by the test'));
  setImmediate(() => {
    throw new Error('stray exception raised by the test');
  });
});
