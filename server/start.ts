/**
 * The server's entry point. React and React Router pick their production builds from NODE_ENV
 * when they are first imported, so it is set before anything else loads.
 */
process.env.NODE_ENV ??= "production";
await import("./main.ts");

export {};
