module.exports = {
  ...require('./webpack.cjs'),
  ...require('./jest.cjs'),
};
