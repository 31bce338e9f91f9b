// The stylesheets of the Arco classes the light components reuse: Arco's base (colour variables, body
// font) and the few component sheets the first screen needs. Plain CSS, no Arco JavaScript.
import '@arco-design/web-react/es/style/index.css';
import '@arco-design/web-react/es/Button/style/index.css';
import '@arco-design/web-react/es/Spin/style/index.css';
import '@arco-design/web-react/es/Avatar/style/index.css';
import '@arco-design/web-react/es/Tag/style/index.css';
import '@arco-design/web-react/es/Card/style/index.css';
import '@arco-design/web-react/es/Skeleton/style/index.css';
import '@arco-design/web-react/es/Empty/style/index.css';
import '@arco-design/web-react/es/Result/style/index.css';
import './light.css';

export {};
