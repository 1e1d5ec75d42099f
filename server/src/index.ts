export { type BuildAppOptions, buildApp, type StaffdeskApp } from './app.js';
export { ConfigError, loadConfig, type ServerConfig } from './config.js';
export { type Database, openDatabase } from './db/database.js';
export { type RunningServer, startServer } from './server.js';
export { PRODUCT_VERSION } from './version.js';
