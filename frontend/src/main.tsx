import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
