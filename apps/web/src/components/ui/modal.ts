// The chunk LazyModal loads on a dialog's first opening (a module of its own, so only Modal is bundled in it).
export { Modal } from '@mantine/core';
