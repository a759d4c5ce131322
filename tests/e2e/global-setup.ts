// Starts one demo-mode product server for the browser tests and stops it when they finish.
import type { TestProject } from 'vitest/node';
import { type ProductServer, startProductServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: ProductServer | undefined;

export async function setup(project: TestProject) {
  server = await startProductServer({ DEMO_MODE: 'true' });
  project.provide('baseUrl', server.baseUrl);
}

export async function teardown() {
  await server?.stop();
}
