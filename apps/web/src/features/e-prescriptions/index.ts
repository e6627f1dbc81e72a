export { PrescriptionTool } from './components/prescription-tool';
