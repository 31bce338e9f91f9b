export { HealthSignForm } from './components/health-sign-form';
export { HealthSignClosed } from './components/health-sign-closed';
