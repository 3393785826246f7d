/** React Router's server build, provided by its Vite plugin; server/app.ts re-exports it. */
declare module "virtual:react-router/server-build";
