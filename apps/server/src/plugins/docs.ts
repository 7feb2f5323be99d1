/** The OpenAPI document, generated from the zod schemas, with its browsable page at `/api/docs`. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteContract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Glentia API',
        description:
          'The events guide for Crete. Every request may carry the device headers `x-device-id` and `x-device-name`, and `x-device-counted: 1` when the visitor allows statistics (only such requests count in the home page’s statistics). Errors are `{statusCode, code, message, messages: {el, en}}`.',
        version: '1',
      },
      tags: [
        { name: 'initialize', description: 'First screen' },
        { name: 'events', description: 'Events (glentia)' },
        { name: 'artists', description: 'Artists' },
        { name: 'venues', description: 'Venues' },
        { name: 'ads', description: 'Sponsored ads' },
        { name: 'auth', description: 'Signing in: e-mail, Google, Apple; token refresh' },
        { name: 'account', description: 'Your own account and settings' },
        { name: 'admin', description: 'For admins' },
        { name: 'partner', description: 'For venue partners' },
      ],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'Access token from login or refresh',
          },
        },
      },
    },
    // Every route whose contract entry needs a token says so (plugins/route.ts keeps the entry).
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      const access = (input.route.config as { contract?: RouteContract } | undefined)?.contract?.access;
      if (!access || access === 'public') return output;
      return { ...output, schema: { ...output.schema, security: [{ bearer: [] }] } };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
