const ExecutionEnvironment = {
  canUseDOM: false,
  canUseEventListeners: false,
  canUseIntersectionObserver: false,
  canUseViewport: false,
};
export default ExecutionEnvironment;
