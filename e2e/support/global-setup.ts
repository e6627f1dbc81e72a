import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { makeDataDirTemplate } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, demo-seeded data directory every journey file's server starts from (a copy of it). */
    dataDirTemplate: string;
  }
}

let template: string | undefined;

/** Migrates and seeds the demo data once per run instead of once per journey file. */
export async function setup(project: TestProject) {
  template = await makeDataDirTemplate();
  project.provide('dataDirTemplate', template);
}

export function teardown() {
  if (template) rmSync(template, { recursive: true, force: true });
}
