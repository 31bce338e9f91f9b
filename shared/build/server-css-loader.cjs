// A stylesheet imported by a component is empty in the server build (the browser build carries it).
module.exports = function serverCssLoader() {
  return 'export default {};';
};
