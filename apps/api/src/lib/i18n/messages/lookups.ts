import { defineMessages } from '../define';

export const lookups = defineMessages({
  en: {},
  bn: {},
});
