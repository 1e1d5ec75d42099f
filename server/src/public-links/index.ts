export * from './links.js';
