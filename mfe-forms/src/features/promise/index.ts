export { PromiseForm } from './components/promise-form';
