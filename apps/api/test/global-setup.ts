import { buildTemplates, dropTemplates } from './databases';

export async function setup() {
  process.env.NIROG_TEST_RUN_ID ??= String(process.pid);
  await buildTemplates();
}

export async function teardown() {
  await dropTemplates();
}
