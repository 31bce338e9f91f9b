// Arco's toast with its CSS, in a chunk of its own: loaded by showToast on first use.
import '@arco-design/web-react/es/Message/style/css.js';

export { Message } from '@arco-design/web-react';
