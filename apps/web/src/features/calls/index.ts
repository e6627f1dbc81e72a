export { CallLayer } from './components/call-layer';
export { CallsTool } from './components/calls-tool';
