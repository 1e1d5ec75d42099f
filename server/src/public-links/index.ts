export * from './links.js';
export * from './schemas.js';
