import Fastify from 'fastify';

/**
 * The framework ceiling: Fastify with one empty JSON route and the portal's logger settings,
 * in a process of its own like the portal. Prints its port when listening.
 */
const app = Fastify({ logger: { level: process.env.LOG_LEVEL || 'info' } });
app.get('/empty', async () => ({}));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
