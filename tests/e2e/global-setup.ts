// Starts one product server of the demo environment for the browser tests and stops it when they finish.
import type { TestProject } from 'vitest/node';
import { type ProductServer, startProductServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: ProductServer | undefined;

export async function setup(project: TestProject) {
  server = await startProductServer('demo');
  project.provide('baseUrl', server.baseUrl);
}

export async function teardown() {
  await server?.stop();
}
