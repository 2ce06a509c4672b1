// @docusaurus/Translate for Node's require in unit tests: the default (English) message.
module.exports = {
  translate: ({ message }) => message,
  default: ({ children }) => children,
};
