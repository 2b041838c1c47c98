// The session code the bench reaches (through the booking streams' customer lock) uses the cookie
// plugin's request and reply fields; the app loads the plugin in configure-app.ts, which the bench
// never imports, so its type additions are brought in here.
/// <reference types="@fastify/cookie" />
